import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

/** What one operation under one fault came to: the suite's table has a row of these per (fault, operation). */
export interface FaultRow {
  fault: string;
  operation: string;
  /** Operations the load sent while the fault was on. */
  attempted: number;
  /** Of those, answered 2xx before any retry. */
  acknowledged: number;
  /** Effects found afterwards (after the retries of the unacknowledged ones with the same ids and keys). */
  found: number;
  /** Effects found more than once (a second paper, a second set of blobs, a credit taken twice, ...). */
  doubled: number;
  /** Attempts whose effect is not there afterwards, or a job neither finished nor visibly failed with its credit back. */
  lost: number;
  /** For each attempt doubled or lost: its id and what the check counted. */
  evidence: string[];
}

/** Where the last run's table is kept, merged by (fault, operation) across the suite's files. */
const TABLE_FILE = '.tmp/fault-table.json';

const COLUMNS = ['fault', 'operation', 'attempted', 'acknowledged', 'found', 'doubled', 'lost'] as const;

/** The rows as a fixed-width text table. */
export function formatFaultTable(rows: readonly FaultRow[]): string {
  const cells = [COLUMNS.map(String), ...rows.map((row) => COLUMNS.map((column) => String(row[column])))];
  const widths = COLUMNS.map((_, i) => Math.max(...cells.map((line) => line[i].length)));
  const line = (values: string[]) => values.map((value, i) => (i < 2 ? value.padEnd(widths[i]) : value.padStart(widths[i]))).join(' | ');
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('-|-'), ...cells.slice(1).map(line)].join('\n');
}

/** The rows of one suite file: added as each fault is checked, printed and written to .tmp/fault-table.json in afterAll. */
export class FaultTable {
  readonly rows: FaultRow[] = [];
  /** Lines printed under the table: what the services' metrics said after each fault. */
  readonly notes: string[] = [];

  add(row: FaultRow): FaultRow {
    this.rows.push(row);
    return row;
  }

  /** Prints the rows and merges them into the table file (a row of the same fault and operation is replaced). */
  report(): void {
    if (!this.rows.length) return;
    const evidence = this.rows.flatMap((row) => row.evidence.map((line) => `${row.fault} / ${row.operation}: ${line}`));
    console.log([`fault table`, formatFaultTable(this.rows), ...evidence, ...this.notes].join('\n'));
    let kept: FaultRow[] = [];
    try {
      kept = (JSON.parse(readFileSync(TABLE_FILE, 'utf8')) as { rows: FaultRow[] }).rows;
    } catch {
      // No table yet (or an unreadable one): this file's rows start it.
    }
    const mine = new Set(this.rows.map((row) => `${row.fault}/${row.operation}`));
    const rows = [...kept.filter((row) => !mine.has(`${row.fault}/${row.operation}`)), ...this.rows];
    mkdirSync('.tmp', { recursive: true });
    writeFileSync(TABLE_FILE, `${JSON.stringify({ updatedAt: new Date().toISOString(), rows }, null, 2)}\n`);
  }
}
