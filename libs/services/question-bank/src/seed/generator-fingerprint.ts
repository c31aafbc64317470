import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The code the seeded bank is a function of: the question content, the scoring and contracts it
 * imports, and the seed's own records. Relative to this file, they sit in the same place in the
 * source tree and in `dist`.
 */
export const GENERATOR_DIRS: readonly URL[] = [
  '../../../../question-content/src/',
  '../../../../scoring/src/',
  '../../../../contracts/src/',
  './',
].map((path) => new URL(path, import.meta.url));

/**
 * A hash of every file of the generator's code, of the Node release that runs it, and of the number
 * of variants: what the generated bank is a function of. Equal to the one stored with the bank, the
 * bank cannot have changed and start-up need not generate it again to compare (about 0.7 s). Any
 * edit, an upgrade of Node, or a directory not where it is expected (undefined: always generate)
 * leads back to generating and comparing the bank's own hash, as before.
 */
export function generatorFingerprint(variantsPerTemplate: number, dirs: readonly URL[] = GENERATOR_DIRS): string | undefined {
  const hash = createHash('sha256').update(`${process.version}\n${variantsPerTemplate}\n`);
  for (const dir of dirs) {
    const root = fileURLToPath(dir);
    if (!existsSync(root)) return undefined;
    const files = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath}/${entry.name}`)
      .sort();
    for (const file of files) hash.update(`${file.slice(root.length)}\n`).update(readFileSync(file));
  }
  return hash.digest('hex');
}
