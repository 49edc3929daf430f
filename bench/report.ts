/** What each benchmark hands back to `bench/run.ts`, which writes `bench/results.md` and the README's table. */
export interface Budget {
  /** What is limited, e.g. "Preset overhead (p50, 16 connections)". */
  name: string;
  /** The budget as written in the README, e.g. "<= 1.2x". */
  limit: string;
  /** What this run measured, formatted, e.g. "1.07x". */
  measured: string;
  ok: boolean;
}

export interface BenchSection {
  title: string;
  /** One or two sentences: what was measured and against which baseline. */
  intro: string;
  /** The first row is the header. Cells are already formatted. */
  table: string[][];
  budgets: Budget[];
  /** Invariants or notes worth a line each (e.g. "10 orders, stock 0, 40 buyers refused before paying"). */
  notes?: string[];
}

export function markdownTable(rows: string[][]): string {
  const [header = [], ...body] = rows;
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...body.map(line)].join('\n');
}

export const ratio = (value: number, baseline: number) => `${(value / baseline).toFixed(2)}x`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${value.toFixed(1)} ms`;
