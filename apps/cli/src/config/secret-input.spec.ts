import { firstLineOf, typeSecret, type TypedSecret } from './secret-input.js';

const typing: TypedSecret = { value: '', state: 'typing' };

describe('typeSecret', () => {
  it('collects what is typed or pasted until Enter, deleting with Backspace', () => {
    const typed = ['pp', 'kx\u007f_', 'abc\r'].reduce(typeSecret, typing);
    expect(typed).toEqual({ value: 'ppk_abc', state: 'entered' });
  });

  it('ignores other control characters, and Ctrl-C cancels with nothing kept', () => {
    expect(typeSecret(typing, 'a\u001bb')).toEqual({ value: 'ab', state: 'typing' });
    expect(typeSecret({ value: 'ppk_', state: 'typing' }, 'x\u0003')).toEqual({ value: '', state: 'cancelled' });
  });
});

describe('firstLineOf', () => {
  it('is the first line piped in, trimmed', () => {
    expect(firstLineOf('  ppk_abc \nsecond\n')).toBe('ppk_abc');
    expect(firstLineOf('ppk_abc\r\n')).toBe('ppk_abc');
    expect(firstLineOf('')).toBe('');
  });
});
