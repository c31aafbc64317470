import { UsageError } from '../usage-error.js';

/** What has been typed at a prompt that does not echo: the secret so far, and whether Enter or Ctrl-C ended it. */
export interface TypedSecret {
  value: string;
  state: 'typing' | 'entered' | 'cancelled';
}

/** One chunk of raw terminal input applied to the secret: Enter ends it, Ctrl-C cancels, Backspace deletes, other control characters are ignored. */
export function typeSecret(typed: TypedSecret, chunk: string): TypedSecret {
  let { value } = typed;
  for (const character of chunk) {
    if (character === '\r' || character === '\n' || character === '\u0004') return { value, state: 'entered' };
    if (character === '\u0003') return { value: '', state: 'cancelled' };
    if (character === '\u007f' || character === '\b') value = [...value].slice(0, -1).join('');
    else if (character >= ' ') value += character;
  }
  return { value, state: 'typing' };
}

/** The secret piped in: its first line, without surrounding spaces. */
export const firstLineOf = (text: string): string => text.split(/\r?\n/, 1)[0].trim();

/**
 * Reads a secret from stdin: at a terminal a prompt on stderr whose typing is not echoed, else the
 * first line piped in (`pp config set < key.txt`), never a command-line argument, which others can read.
 */
export async function readSecret(
  prompt: string,
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WriteStream = process.stderr,
): Promise<string> {
  if (!input.isTTY) {
    let text = '';
    for await (const chunk of input) text += String(chunk);
    return firstLineOf(text);
  }
  output.write(prompt);
  input.setRawMode(true);
  input.setEncoding('utf8');
  try {
    const typed = await new Promise<TypedSecret>((resolve) => {
      let typed: TypedSecret = { value: '', state: 'typing' };
      const onData = (chunk: string) => {
        typed = typeSecret(typed, chunk);
        if (typed.state === 'typing') return;
        input.off('data', onData);
        resolve(typed);
      };
      input.on('data', onData);
      input.resume();
    });
    if (typed.state === 'cancelled') throw new UsageError('Cancelled: nothing was written.');
    return typed.value.trim();
  } finally {
    input.setRawMode(false);
    input.pause();
    output.write('\n');
  }
}
