import { accountExistsMessage, mailFileName, mailFileText, resetPasswordMessage, verifyEmailMessage } from './mail-messages.js';

describe('the app’s messages', () => {
  const link = 'http://127.0.0.1:3000/app/verify?token=abc';

  it('carry their link on a line of its own, and say how long it works', () => {
    const verify = verifyEmailMessage('ada@example.test', 'Ada', link);
    expect(verify.text.split('\n')).toContain(link);
    expect(verify.text).toContain('for 24 hours');
    expect(verify).toMatchObject({ to: 'ada@example.test', purpose: 'verify-email', link });
    const reset = resetPasswordMessage('ada@example.test', 'http://x/app/reset?token=t');
    expect(reset.text.split('\n')).toContain('http://x/app/reset?token=t');
    expect(reset.text).toContain('for 60 minutes');
    expect(accountExistsMessage('ada@example.test', 'http://x/app/').text).toContain('open http://x/app/');
  });

  it('are kept as readable text files named by time and purpose', () => {
    const date = new Date('2026-11-28T12:00:00.123Z');
    const message = verifyEmailMessage('ada@example.test', 'Ada', link);
    expect(mailFileText(message, 'PP <no-reply@localhost>', date)).toBe(
      [
        'From: PP <no-reply@localhost>',
        'To: ada@example.test',
        'Date: Sat, 28 Nov 2026 12:00:00 GMT',
        'Subject: Confirm your email address',
        '',
        message.text,
      ].join('\n'),
    );
    expect(mailFileName(date, 'verify-email', 'x1')).toBe('2026-11-28T12-00-00-123Z-verify-email-x1.txt');
  });
});
