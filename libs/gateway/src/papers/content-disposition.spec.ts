import { attachmentDisposition } from './content-disposition.js';

describe('attachmentDisposition', () => {
  it('gives the ASCII name quoted and the real one in RFC 5987 form', () => {
    expect(attachmentDisposition('Revision-series-r1-question-paper.pdf', 'Révision — séries-r1-question-paper.pdf')).toBe(
      `attachment; filename="Revision-series-r1-question-paper.pdf"; filename*=UTF-8''R%C3%A9vision%20%E2%80%94%20s%C3%A9ries-r1-question-paper.pdf`,
    );
  });

  it('encodes the characters RFC 5987 leaves out of attr-char that encodeURIComponent keeps', () => {
    expect(attachmentDisposition('a.pdf', "it's (a)*!.pdf")).toBe(
      `attachment; filename="a.pdf"; filename*=UTF-8''it%27s%20%28a%29%2A%21.pdf`,
    );
  });

  it('refuses an ASCII name that could break out of its quotes', () => {
    expect(() => attachmentDisposition('a".pdf', 'a.pdf')).toThrow();
    expect(() => attachmentDisposition('é.pdf', 'a.pdf')).toThrow();
  });
});
