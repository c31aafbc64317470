import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { appOptionsIn, GATEWAY_OPTIONS, type GatewayOptions } from '../../gateway-options.js';
import type { AppOptions } from '../app-options.js';
import { mailFileName, mailFileText, type MailMessage } from './mail-messages.js';

/**
 * The app's mail: through nodemailer to the configured SMTP server, or, with none (the embedded
 * default), as a text file under the mail folder with its path and link in the log, so `npm start`
 * alone is enough to sign up. Messages are sent off the request path: a sign-up or a reset answers
 * as fast whether or not a message goes (no enumeration by timing), and a slow mail server delays
 * nobody. A failure is logged; the user can ask again.
 */
@Injectable()
export class MailService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly mail: AppOptions['mail'];
  private readonly transport: Transporter | null;
  private readonly pending = new Set<Promise<void>>();

  constructor(@Inject(GATEWAY_OPTIONS) options: GatewayOptions) {
    this.mail = appOptionsIn(options).mail;
    this.transport = this.mail.smtpUrl ? createTransport(this.mail.smtpUrl) : null;
  }

  /** Sends in the background. */
  post(message: MailMessage): void {
    const delivery: Promise<void> = this.deliver(message)
      .catch((error: unknown) => this.logger.warn(`${message.purpose} mail not sent: ${(error as Error).message}`))
      .finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  /** Resolves once every message posted so far has gone (or failed). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.settled();
    this.transport?.close();
  }

  /** Where a message goes, sent or written; the address and link are logged only for a file (a developer's own machine). */
  async deliver(message: MailMessage): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({ from: this.mail.from, to: message.to, subject: message.subject, text: message.text });
      this.logger.log(`${message.purpose} mail sent`);
      return;
    }
    const now = new Date();
    await mkdir(this.mail.dir, { recursive: true, mode: 0o700 });
    const file = join(this.mail.dir, mailFileName(now, message.purpose, randomBytes(4).toString('hex')));
    await writeFile(file, mailFileText(message, this.mail.from, now), { mode: 0o600 });
    this.logger.log(`${message.purpose} mail to ${message.to} written to ${file}${message.link ? `; its link: ${message.link}` : ''}`);
  }
}
