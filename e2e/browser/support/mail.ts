import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eventually, type StackInfo } from '@pp/testing';

/**
 * Where a stack writes its mail with no SMTP server configured: MAIL_DIR when the stack sets one
 * (the distributed stacks), else the embedded default DATA_DIR/mail.
 */
export function mailDirOf(stack: StackInfo): string {
  if (stack.env.MAIL_DIR) return stack.env.MAIL_DIR;
  if (stack.env.DATA_DIR) return join(stack.env.DATA_DIR, 'mail');
  throw new Error(`The ${stack.mode} stack has neither MAIL_DIR nor DATA_DIR: no mail folder to read`);
}

export interface MailFile {
  name: string;
  to: string;
  subject: string;
  text: string;
}

/** Every message the stack wrote to a file, oldest first (the file names start with the time). */
export function mailFilesOf(stack: StackInfo): MailFile[] {
  let names: string[];
  try {
    names = readdirSync(mailDirOf(stack)).filter((name) => name.endsWith('.txt'));
  } catch {
    return [];
  }
  return names.sort().map((name) => {
    const text = readFileSync(join(mailDirOf(stack), name), 'utf8');
    const header = (field: string) => new RegExp(`^${field}: (.*)$`, 'm').exec(text)?.[1]?.trim() ?? '';
    return { name, to: header('To'), subject: header('Subject'), text };
  });
}

/**
 * The link of the newest message to `to` whose file name says its purpose (`verify-email`,
 * `reset-password`), once it is written; as a path on the app (the test's browser opens it on the
 * address it already uses).
 */
export async function linkFromMail(stack: StackInfo, to: string, purpose: 'verify-email' | 'reset-password'): Promise<string> {
  let link: string | undefined;
  await eventually(
    () => {
      const message = mailFilesOf(stack)
        .filter((mail) => mail.to === to && mail.name.includes(`-${purpose}-`))
        .at(-1);
      link = message && /https?:\/\/\S+/.exec(message.text)?.[0];
      return link !== undefined;
    },
    10_000,
    `a ${purpose} message in ${mailDirOf(stack)}`,
  );
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}
