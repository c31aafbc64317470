import { FOREIGN_FILE_TYPES, foreignScript, type ForeignQuestion } from './foreign-scripts.js';

const question: ForeignQuestion = {
  number: 2,
  stem: 'The curve C has equation y = x^2 - 4x + 3.',
  parts: [
    { label: 'a', text: 'Find the roots.', marks: 2, writing: ['(x-1)(x-3)=0', 'x = 1, x = 3'] },
    { label: 'b', text: 'Find the minimum.', marks: 1, writing: [] },
  ],
};
const MAGIC: Record<string, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46],
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/webp': [0x52, 0x49, 0x46, 0x46],
};

describe('scripts on a question paper made elsewhere', () => {
  it.each(FOREIGN_FILE_TYPES)('saves the page as %s, its answer boxes one a part, top to bottom, within the turned page', async (type) => {
    const script = await foreignScript(question, { style: 'indie-flower', type, degrees: -1 });
    expect([...script.bytes.slice(0, MAGIC[script.mediaType].length)]).toEqual(MAGIC[script.mediaType]);
    expect(script.mediaType).toBe(type === 'pdf' ? 'application/pdf' : `image/${type}`);
    expect(script.answerAreas.map((a) => a.part)).toEqual(['a', 'b']);
    const [a, b] = script.answerAreas.map((area) => area.box);
    expect(b.y).toBeGreaterThan(a.y + a.height);
    for (const { box } of script.answerAreas) expect(box.x > 0 && box.y > 0 && box.x + box.width < 1 && box.y + box.height < 1).toBe(true);
  });

  it('gives a question of several parts one box when asked, and refuses an image of more than one page', async () => {
    const one = await foreignScript(question, { style: 'caveat', type: 'png', degrees: 0.5, boxes: 'question' });
    expect(one.answerAreas).toEqual([expect.objectContaining({ part: null, page: 1 })]);
    const long = { ...question, parts: Array.from({ length: 6 }, (_, i) => ({ ...question.parts[0], label: 'abcdef'[i], rules: 6 })) };
    await expect(foreignScript(long, { style: 'caveat', type: 'jpeg', degrees: 1 })).rejects.toThrow(RangeError);
    expect((await foreignScript(long, { style: 'caveat', type: 'pdf', degrees: 1 })).answerAreas.some((area) => area.page === 2)).toBe(
      true,
    );
  });
});
