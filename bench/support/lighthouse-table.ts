// bench:web's report: the median of each figure over a measurement's runs, the checkouts side
// by side with the change, in a Markdown table ready for a closing note.
import { median } from "./bench-timing.ts";
import type { Measure, Preset } from "./lighthouse-measure.ts";

export interface Cell {
  route: string;
  preset: Preset;
  /** Each checkout's runs, by label. */
  runs: Map<string, Measure[]>;
}

type Figure = Exclude<keyof Measure, "failedRequests">;

/** Kilobytes in decimal (838 KB of script = 838,000 bytes). */
const KB = 1000;

interface Column {
  title: string;
  figure: Figure;
  format: (value: number) => string;
  /** How a change is said: a difference for scores and CLS, a ratio for times and bytes. */
  change: "difference" | "ratio";
}

const COLUMNS: Column[] = [
  { title: "Performance", figure: "score", format: (v) => v.toFixed(0), change: "difference" },
  { title: "FCP s", figure: "fcpMs", format: (v) => (v / 1000).toFixed(1), change: "ratio" },
  { title: "LCP s", figure: "lcpMs", format: (v) => (v / 1000).toFixed(1), change: "ratio" },
  { title: "CLS", figure: "cls", format: (v) => v.toFixed(3), change: "difference" },
  { title: "TBT ms", figure: "tbtMs", format: (v) => v.toFixed(0), change: "ratio" },
  { title: "JS KB (wire)", figure: "jsBytes", format: (v) => (v / KB).toFixed(0), change: "ratio" },
  { title: "JS KB (decoded)", figure: "jsDecodedBytes", format: (v) => (v / KB).toFixed(0), change: "ratio" },
];

export function medianOf(runs: Measure[], figure: Figure): number {
  return median(runs.map((run) => run[figure]));
}

/** One row per route and preset; with two checkouts each cell reads "before → after (change)". */
export function reportTable(cells: Cell[], labels: string[]): string {
  const header = ["Route", "Preset", ...COLUMNS.map((column) => column.title)];
  const rows = cells.map((cell) => [
    cell.route,
    cell.preset,
    ...COLUMNS.map((column) => {
      const values = labels.map((label) => medianOf(cell.runs.get(label) ?? [], column.figure));
      const shown = values.map(column.format).join(" → ");
      if (values.length !== 2) return shown;
      return `${shown} (${change(values[0]!, values[1]!, column)})`;
    }),
  ]);
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((text, index) => (index < 2 ? text.padEnd(widths[index]!) : text.padStart(widths[index]!))).join(" | ")} |`;
  const rule = `| ${widths.map((width, index) => (index < 2 ? "-".repeat(width) : `${"-".repeat(width - 1)}:`)).join(" | ")} |`;
  return [line(header), rule, ...rows.map(line)].join("\n");
}

function change(before: number, after: number, column: Column): string {
  if (column.change === "difference") {
    const difference = after - before;
    const text = column.format(Math.abs(difference));
    return `${difference < 0 ? "−" : "+"}${text}`;
  }
  return before === 0 ? "n/a" : `${(after / before).toFixed(2)}×`;
}

/** Each run's figures, for the spread behind a median. */
export function runsLine(runs: Measure[]): string {
  return runs
    .map(
      (run) =>
        `${run.score} (FCP ${(run.fcpMs / 1000).toFixed(1)} s, LCP ${(run.lcpMs / 1000).toFixed(1)} s, ` +
        `CLS ${run.cls.toFixed(3)}, TBT ${run.tbtMs.toFixed(0)} ms)`,
    )
    .join("; ");
}
