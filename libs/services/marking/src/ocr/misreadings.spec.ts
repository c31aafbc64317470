import { holdsLoosely, misreadingsOf, readingKeyOf } from './misreadings.js';

describe('misreadingsOf', () => {
  it.each([
    ['9π/20', 'p=9n/20', 0],
    // An unread symbol may not join the parts of a value into another one.
    ['9π/20', 'p=9/20', Infinity],
    ['2√2', 'r=22', Infinity],
    ['r=2√2+1', 'r=2√2', Infinity],
    ['(2!)x^2', '(2)x', 0.5],
    ['2√2', 'r=2v2', 0],
    ['(t+2)/(t+5)', '(t+2)/(t+s)', 1],
    ['(t+2)/(t+5)', '(t+2)/(t+)', Infinity],
    ['(t+2)/(t+5)', '(t+2)/(t+6)', Infinity],
    ['(t+2)/(t+5)', '(t+2)/(t+55)', Infinity],
    ['x=13/4', 'x=3/4', Infinity],
    ['x=3/4', '2x=3/4', 2],
    ['x=3/4', 'x=3/45', Infinity],
    ['e^(k+1)', 'ek+1', 0],
    ['1/2×4×4', '1/2x4x4', 0],
    ['1/2×4×4', '1/2x4x44', Infinity],
    // A power may be dropped by the reader, but not read wrong.
    ['x^4-11x^2-900=0', 'x-11x-900=0', 1],
    ['x^4-11x^2-900=0', 'x5-11x-900=0', Infinity],
    // A letter misread or a power unread is half a misreading; a digit read as its lookalike letter, one.
    ['39tanh^2x-29tanhx-60=0', '39tankx-29tanhx-60-0', 2],
    ['102cosθ+18cos2θ=0', '102coe0+18c0s20=0', 1.5],
    ['102cosθ+18cos2θ=0', 'lo2cosθ+18cos2θ=0', 2],
  ])('finds %s in %s with %s misreadings', (form, line, misreadings) => expect(misreadingsOf(line, readingKeyOf(form))).toBe(misreadings));
});

describe('holdsLoosely', () => {
  it('finds a form with one misreading in six of its readable characters, every number as written', () => {
    expect(holdsLoosely('ln((t+2)/(t+5))-0', 'ln((t+2)/(t+5))→0')).toBe(true);
    expect(holdsLoosely('In((t+2)/(t+5))-0', 'ln((t+2)/(t+5))→0')).toBe(true);
    expect(holdsLoosely('in((+2)/(+5))-0', 'ln((t+2)/(t+5))→0')).toBe(false);
  });

  it('needs six readable characters on the line and a number among them', () => {
    expect(holdsLoosely('9n/20', '9π/20')).toBe(false);
    expect(holdsLoosely('y=Ax+Bx', 'y=Ax^4+Bx^-2')).toBe(false);
  });

  it('with any digits, finds the shape of the form whatever its numbers', () => {
    expect(holdsLoosely('ln((t+3)/(t+6))-0', 'ln((t+2)/(t+5))→0')).toBe(false);
    expect(holdsLoosely('ln((t+3)/(t+6))-0', 'ln((t+2)/(t+5))→0', { anyDigits: true })).toBe(true);
  });
});
