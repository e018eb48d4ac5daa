// How much memory a stretch of work takes: the process's resident set (RSS), sampled every
// few milliseconds while it runs, and the V8 heap still in use after it (after a full
// garbage collection at both ends, so what is left is what the work kept, not garbage that
// happened not to be collected yet: a peak of the heap mostly measures when V8 collects).
// On PGlite the database lives in this process: its WebAssembly memory is part of the RSS,
// and never given back, so RSS growth there is the database's as much as ours.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

const MB = 1024 * 1024;
const EVERY_MS = 10;

// `gc()` without starting Node with --expose-gc (the npm script runs plain tsx): the flag
// takes effect for contexts made after it is set.
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

export interface MemoryUse {
  /** Highest RSS seen, in MB. */
  peakRssMb: number;
  /** Highest RSS seen minus the RSS at the start, in MB. */
  rssGrowthMb: number;
  /** Heap in use after the work minus before it, both after a full collection, in MB. */
  heapRetainedMb: number;
}

/** Call `stop()` once the timing is taken: it collects garbage, which takes a while. */
export function startMemorySampler(): { stop(): MemoryUse } {
  collectGarbage();
  const heapBefore = process.memoryUsage().heapUsed;
  const rssBefore = process.memoryUsage.rss();
  let peakRss = rssBefore;
  const sample = () => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  };
  const timer = setInterval(sample, EVERY_MS);
  return {
    stop() {
      clearInterval(timer);
      sample();
      collectGarbage();
      return {
        peakRssMb: round(peakRss / MB),
        rssGrowthMb: round((peakRss - rssBefore) / MB),
        heapRetainedMb: round((process.memoryUsage().heapUsed - heapBefore) / MB),
      };
    },
  };
}

const round = (mb: number) => Number(mb.toFixed(1));
