import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { DEFAULT_SEPARATE_LIMITS } from '@pp/contracts';
import { AppConfigSchema, loadConfig } from '@pp/platform';
import { appOptionsOf } from '../app-options.js';
import { resetPasswordMessage } from './mail-messages.js';
import { MailService } from './mail.service.js';

/** A stand-in SMTP server (the one thing outside our system here): takes every message and keeps its DATA. */
function fakeSmtpServer(): Promise<{ server: Server; port: number; received: Array<{ envelope: string[]; data: string }> }> {
  const received: Array<{ envelope: string[]; data: string }> = [];
  const server = createServer((socket) => {
    let buffer = '';
    let envelope: string[] = [];
    let data: string[] | null = null;
    socket.setEncoding('utf8');
    socket.write('220 fake.test ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            received.push({ envelope, data: data.join('\n') });
            data = null;
            envelope = [];
            socket.write('250 2.0.0 queued\r\n');
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake.test\r\n');
        else if (verb === 'DATA') {
          data = [];
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else {
          if (verb === 'MAIL' || verb === 'RCPT') envelope.push(line);
          socket.write('250 OK\r\n');
        }
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port, received })),
  );
}

const serviceWith = (env: Record<string, string>) =>
  new MailService({
    rateLimits: true,
    separateLimits: DEFAULT_SEPARATE_LIMITS,
    app: appOptionsOf(loadConfig(AppConfigSchema, env), { baseUrl: 'http://127.0.0.1:3000', mailDir: join(tmpdir(), 'unused') }),
  });

describe('the app’s mail', () => {
  let dir: string;
  beforeAll(() => Logger.overrideLogger(false));
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'pp-mail-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is written as a text file only its owner can read when no SMTP server is configured', async () => {
    const mail = serviceWith({ MAIL_DIR: join(dir, 'mail') });
    mail.post(resetPasswordMessage('ada@example.test', 'http://127.0.0.1:3000/app/reset?token=abc'));
    await mail.settled();
    const [name] = readdirSync(join(dir, 'mail'));
    expect(name).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-reset-password-[0-9a-f]{8}\.txt$/);
    const text = readFileSync(join(dir, 'mail', name), 'utf8');
    expect(text).toMatch(/^From: Practice papers <no-reply@localhost>\nTo: ada@example.test\n/);
    expect(text.split('\n')).toContain('http://127.0.0.1:3000/app/reset?token=abc');
    expect(statSync(join(dir, 'mail', name)).mode & 0o777).toBe(0o600);
  });

  it('goes through nodemailer to the configured SMTP server', async () => {
    const smtp = await fakeSmtpServer();
    try {
      const mail = serviceWith({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'PP <pp@example.test>', MAIL_DIR: dir });
      mail.post(resetPasswordMessage('ada@example.test', 'https://pp.example/app/reset?token=abc'));
      await mail.beforeApplicationShutdown();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].envelope).toEqual(['MAIL FROM:<pp@example.test>', 'RCPT TO:<ada@example.test>']);
      expect(smtp.received[0].data).toMatch(/^Subject: Reset your password$/m);
      expect(smtp.received[0].data).toMatch(/^To: ada@example.test$/m);
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      smtp.server.close();
    }
  });

  it('logs a failure and carries on when the server cannot be reached', async () => {
    const mail = serviceWith({ SMTP_URL: 'smtp://127.0.0.1:1' });
    mail.post(resetPasswordMessage('ada@example.test', 'https://pp.example/app/reset?token=abc'));
    await expect(mail.settled()).resolves.toBeUndefined();
  });
});
