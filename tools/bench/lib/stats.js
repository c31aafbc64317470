// Small, dependency-free statistics and formatting for the benchmark report.

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Nearest-rank percentile of an ascending-sorted array (p in 0..100). */
export function percentileOfSorted(sorted, p) {
  if (!sorted.length) return NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1];
}

/** A growable Float64Array, so 100k+ latencies per run cost no per-element boxing. */
export class Samples {
  constructor(capacity = 1 << 16) {
    this.values = new Float64Array(capacity);
    this.length = 0;
  }
  push(value) {
    if (this.length === this.values.length) {
      const bigger = new Float64Array(this.values.length * 2);
      bigger.set(this.values);
      this.values = bigger;
    }
    this.values[this.length++] = value;
  }
  sorted() {
    return this.values.slice(0, this.length).sort();
  }
}

export const ratio = (value, reference) =>
  Number.isFinite(value) && Number.isFinite(reference) && reference > 0 ? value / reference : NaN;

export function fmtRate(v) {
  return Number.isFinite(v) ? Math.round(v).toString() : '–';
}
export function fmtMs(v) {
  if (!Number.isFinite(v)) return '–';
  return v < 10 ? v.toFixed(2) : v < 100 ? v.toFixed(1) : Math.round(v).toString();
}
export function fmtRatio(v) {
  return Number.isFinite(v) ? `${v.toFixed(2)}×` : '–';
}
export function fmtInt(v) {
  return Number.isFinite(v) ? Math.round(v).toString() : '–';
}
