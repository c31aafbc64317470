import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_TEMPLATES } from './index.js';

const here = dirname(fileURLToPath(import.meta.url));

describe('question templates', () => {
  it('have unique ids', () => {
    expect(new Set(ALL_TEMPLATES.map((t) => t.id)).size).toBe(ALL_TEMPLATES.length);
  });

  it('are each checked by the spec beside their file (verifyTemplates)', () => {
    const files = readdirSync(here, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.spec.ts') && f.includes('/'),
    );
    const templateFiles = files.filter((f) => /export const \w+Templates\b/.test(readFileSync(join(here, f), 'utf8')));
    expect(templateFiles.length).toBeGreaterThan(10);
    expect(templateFiles.filter((f) => !existsSync(join(here, f.replace(/\.ts$/, '.spec.ts'))))).toEqual([]);
  });
});
