import { basename } from 'node:path';
import { UsageError } from '../usage-error.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A file given with --work or --scheme: it is uploaded under its base name, and the submission names it so. */
export interface LocalFile {
  kind: 'work' | 'scheme';
  path: string;
  name: string;
}

/** The files to upload, each named by its base name; two with the same name could not be told apart in the submission. */
export function localFilesOf(work: string[], scheme: string[]): LocalFile[] {
  const files = [
    ...work.map((path) => ({ kind: 'work' as const, path, name: basename(path) })),
    ...scheme.map((path) => ({ kind: 'scheme' as const, path, name: basename(path) })),
  ];
  const names = files.map((file) => file.name);
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated)
    throw new UsageError(`Two files are named ${repeated}: the submission names each file by its name, so give them different names.`);
  const unusable = names.find((name) => name.includes(':') || UUID.test(name));
  if (unusable) throw new UsageError(`A file named ${unusable} cannot be told from a page id or an asset id: rename it.`);
  return files;
}

/** The submission's fields that hold page ids (`<asset>:p<n>`), and its pageSelections keys (assets). */
interface SubmissionShape {
  pageSelections?: Record<string, unknown>;
  questions?: Array<{
    coverage?: { workPageIds?: unknown; schemePageIds?: unknown };
    criteria?: Array<{ sourcePageIds?: unknown }>;
    decisions?: Array<{ evidence?: Array<{ pageId?: unknown }>; conditionChecks?: Array<{ evidence?: Array<{ pageId?: unknown }> }> }>;
  }>;
}

/** A field the schema says is a list, as one, whatever the file holds (the service's validation reports what is wrong). */
const listOf = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);

/** The assets a submission's pageSelections name that are not asset ids: local files it expects pp to upload. */
export function fileNamesIn(submission: unknown): string[] {
  const selections = (submission as SubmissionShape | null)?.pageSelections;
  return selections && typeof selections === 'object' ? Object.keys(selections).filter((key) => !UUID.test(key)) : [];
}

/**
 * The submission with each local file's name replaced by its uploaded asset id: the pageSelections
 * keys, and every page id `<name>:p<n>` in coverage, criteria's sourcePageIds and the evidence of
 * decisions and condition checks. Only those fields: a quote that happens to read `scan.pdf:p1` stays.
 * Anything else is left as written, for the service's validation to report.
 */
export function bindFileNames<T>(submission: T, assetIdOf: ReadonlyMap<string, string>): T {
  const copy = structuredClone(submission) as SubmissionShape;
  const page = (value: unknown) => {
    if (typeof value !== 'string') return value;
    const match = /^(.*):p(\d+)$/.exec(value);
    const id = match && assetIdOf.get(match[1]);
    return id ? `${id}:p${match[2]}` : value;
  };
  const pages = (values: unknown) => (Array.isArray(values) ? values.map(page) : values);
  if (copy.pageSelections && typeof copy.pageSelections === 'object') {
    copy.pageSelections = Object.fromEntries(Object.entries(copy.pageSelections).map(([key, value]) => [assetIdOf.get(key) ?? key, value]));
  }
  for (const question of listOf(copy.questions)) {
    if (question?.coverage) {
      question.coverage.workPageIds = pages(question.coverage.workPageIds);
      question.coverage.schemePageIds = pages(question.coverage.schemePageIds);
    }
    for (const criterion of listOf(question?.criteria)) if (criterion) criterion.sourcePageIds = pages(criterion.sourcePageIds);
    for (const decision of listOf(question?.decisions)) {
      const located = [...listOf(decision?.evidence), ...listOf(decision?.conditionChecks).flatMap((check) => listOf(check?.evidence))];
      for (const evidence of located) if (evidence) evidence.pageId = page(evidence.pageId);
    }
  }
  return copy as T;
}
