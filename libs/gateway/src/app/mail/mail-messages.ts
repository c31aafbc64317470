import { RESET_PASSWORD_LINK_MINUTES, VERIFY_EMAIL_LINK_HOURS } from '@pp/contracts';

/** One message to one address. `link` is the action it carries, logged when the message goes to a file (no mail server). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  purpose: 'verify-email' | 'account-exists' | 'reset-password';
  link?: string;
}

const SIGNATURE = '\n-- \nPractice papers\n';

export function verifyEmailMessage(to: string, name: string, link: string): MailMessage {
  return {
    to,
    purpose: 'verify-email',
    link,
    subject: 'Confirm your email address',
    text: [
      `Hello ${name},`,
      '',
      'Confirm your email address to finish signing up. Your API keys work once it is confirmed:',
      '',
      link,
      '',
      `The link works once, for ${VERIFY_EMAIL_LINK_HOURS} hours. If you did not sign up, ignore this message.`,
      SIGNATURE,
    ].join('\n'),
  };
}

/**
 * What a sign-up with an address that already has a confirmed account sends instead of a new
 * account: the sign-up page answers the same either way (no enumeration), the owner hears of it.
 */
export function accountExistsMessage(to: string, appUrl: string): MailMessage {
  return {
    to,
    purpose: 'account-exists',
    link: appUrl,
    subject: 'Someone tried to sign up with your address',
    text: [
      'Hello,',
      '',
      'Someone, perhaps you, tried to sign up with this email address. It already has an account, so nothing was changed.',
      '',
      `To sign in, open ${appUrl}`,
      'If you have no password yet or have forgotten it, choose "Forgot password" there.',
      '',
      'If it was not you, you can ignore this message.',
      SIGNATURE,
    ].join('\n'),
  };
}

export function resetPasswordMessage(to: string, link: string): MailMessage {
  return {
    to,
    purpose: 'reset-password',
    link,
    subject: 'Reset your password',
    text: [
      'Hello,',
      '',
      'To choose a new password, open this link:',
      '',
      link,
      '',
      `The link works once, for ${RESET_PASSWORD_LINK_MINUTES} minutes. Setting a new password signs you out everywhere.`,
      'If you did not ask for this, ignore this message: your password stays as it is.',
      SIGNATURE,
    ].join('\n'),
  };
}

/** A message as the mail folder keeps it: headers and the plain text, readable with any pager. */
export function mailFileText(message: MailMessage, from: string, date: Date): string {
  return [`From: ${from}`, `To: ${message.to}`, `Date: ${date.toUTCString()}`, `Subject: ${message.subject}`, '', message.text].join('\n');
}

/** `2026-11-28T12-00-00-123Z-verify-email-<random>.txt`: sorted by time, never two alike. */
export function mailFileName(date: Date, purpose: MailMessage['purpose'], unique: string): string {
  return `${date.toISOString().replaceAll(':', '-').replace('.', '-')}-${purpose}-${unique}.txt`;
}
