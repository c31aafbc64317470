import { challengeUsable, knownTransports, passkeyName, passkeyOrigins, relyingPartyFor, userHandleOf } from './passkey-rules.js';

describe('passkey rules', () => {
  describe('the relying party', () => {
    it('is the configured base URL’s host and origin', () => {
      expect(relyingPartyFor('https://app.example.com', undefined)).toEqual({ rpID: 'app.example.com', origin: 'https://app.example.com' });
      expect(relyingPartyFor('https://app.example.com/', 'https://app.example.com')).toEqual({
        rpID: 'app.example.com',
        origin: 'https://app.example.com',
      });
    });

    it('never takes an origin the request merely claims', () => {
      expect(relyingPartyFor('https://app.example.com', 'https://evil.example')).toEqual({
        rpID: 'app.example.com',
        origin: 'https://app.example.com',
      });
      expect(relyingPartyFor('https://app.example.com', 'http://localhost:3000').rpID).toBe('app.example.com');
    });

    it('on a loopback address also allows localhost on the same port (browsers refuse an IP address as rpID)', () => {
      expect(passkeyOrigins('http://127.0.0.1:3000')).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000', 'http://[::1]:3000']);
      expect(passkeyOrigins('http://localhost:3000')).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']);
      expect(passkeyOrigins('https://localhost:3000')).toEqual(['https://localhost:3000']);
      expect(relyingPartyFor('http://127.0.0.1:3000', 'http://localhost:3000')).toEqual({
        rpID: 'localhost',
        origin: 'http://localhost:3000',
      });
      expect(relyingPartyFor('http://localhost:3000', 'http://127.0.0.1:3000')).toEqual({
        rpID: '127.0.0.1',
        origin: 'http://127.0.0.1:3000',
      });
      expect(relyingPartyFor('http://127.0.0.1:3000', 'http://localhost:3001').origin).toBe('http://127.0.0.1:3000');
    });
  });

  describe('a pending challenge', () => {
    const now = new Date('2026-11-28T08:00:00Z');
    it('can be answered until it expires', () => {
      expect(challengeUsable({ expiresAt: new Date('2026-11-28T08:04:59Z') }, now)).toBe(true);
      expect(challengeUsable({ expiresAt: now }, now)).toBe(false);
      expect(challengeUsable({ expiresAt: new Date('2026-11-28T07:59:00Z') }, now)).toBe(false);
    });
    it('cannot be answered once taken (no row left)', () => {
      expect(challengeUsable(undefined, now)).toBe(false);
    });
  });

  it('names a passkey as asked, or Passkey N', () => {
    expect(passkeyName('  Work   laptop ', 0)).toBe('Work laptop');
    expect(passkeyName(undefined, 2)).toBe('Passkey 3');
    expect(passkeyName('   ', 0)).toBe('Passkey 1');
  });

  it('keeps only known transports, once each', () => {
    expect(knownTransports(['internal', 'usb', 'usb', 'carrier-pigeon'])).toEqual(['internal', 'usb']);
    expect(knownTransports(undefined)).toEqual([]);
  });

  it('uses the account id’s 16 bytes as the user handle', () => {
    expect(Buffer.from(userHandleOf('0f8fad5b-d9cb-469f-a165-70867728950e')).toString('hex')).toBe('0f8fad5bd9cb469fa16570867728950e');
  });
});
