// Reads a Prometheus text-format scrape with a parser nobody here wrote
// (parse-prometheus-text-format, prom2json's shape), so the metrics tests check what a real
// scraper would read rather than what prom-client meant to write.
import parse from "parse-prometheus-text-format";

export interface ScrapedSample {
  labels?: Record<string, string>;
  value?: string;
}

export interface ScrapedFamily {
  name: string;
  help: string;
  type: "COUNTER" | "GAUGE" | "HISTOGRAM" | "SUMMARY" | "UNTYPED";
  metrics: unknown[];
}

export interface Scrape {
  /** Each metric family with its declared type and help. */
  families: Map<string, ScrapedFamily>;
  /**
   * Each series by its own name (`x_bucket`, `x_count`, `x_sum` for a histogram), with all its
   * labels: the parser folds a histogram's series into one, dropping their labels, so they are
   * read a second time from the same text without the type lines.
   */
  series: Map<string, ScrapedSample[]>;
}

export function parseScrape(text: string): Scrape {
  const families = parse(text) as ScrapedFamily[];
  const untyped = text
    .split("\n")
    .filter((line) => !line.startsWith("# TYPE "))
    .join("\n");
  const series = parse(untyped) as { name: string; metrics: ScrapedSample[] }[];
  // A histogram's series come label set by label set, so one name comes back in several runs.
  const byName = new Map<string, ScrapedSample[]>();
  for (const run of series) byName.set(run.name, [...(byName.get(run.name) ?? []), ...run.metrics]);
  return { families: new Map(families.map((family) => [family.name, family])), series: byName };
}

/** The samples of series `name` whose labels include `labels`. */
export function samplesOf(scrape: Scrape, name: string, labels: Record<string, string> = {}): ScrapedSample[] {
  return (scrape.series.get(name) ?? []).filter((sample) =>
    Object.entries(labels).every(([label, value]) => sample.labels?.[label] === value),
  );
}

/** The value of the one series `name` with `labels`, as a number; undefined without it. */
export function valueOf(scrape: Scrape, name: string, labels: Record<string, string> = {}): number | undefined {
  const samples = samplesOf(scrape, name, labels);
  if (samples.length > 1) throw new Error(`${samples.length} series ${name} match ${JSON.stringify(labels)}`);
  return samples[0]?.value === undefined ? undefined : Number(samples[0].value);
}
