// What the check prints: each step as it starts and ends, with the time since the check
// began, and a table of step times at the end, so a slow run shows where its minutes went.

const started = performance.now();
const timings: Array<{ label: string; seconds: number }> = [];
const clock = () => ((performance.now() - started) / 1000).toFixed(1).padStart(6);

export const say = (line: string) => console.log(`[check-image ${clock()} s] ${line}`);

/** A failure the check explains in its message: printed without a stack trace. */
export class StepFailed extends Error {}

export async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const from = performance.now();
  say(`▶ ${label}`);
  try {
    const result = await work();
    const took = (performance.now() - from) / 1000;
    timings.push({ label, seconds: took });
    say(`✓ ${label} (${took.toFixed(1)} s)`);
    return result;
  } catch (error) {
    say(`✗ ${label} (${((performance.now() - from) / 1000).toFixed(1)} s)`);
    throw error;
  }
}

export function printTimings() {
  console.log("\nStep times (seconds; stages side by side overlap):");
  for (const { label, seconds: took } of timings) console.log(`${took.toFixed(1).padStart(7)}  ${label}`);
  console.log(`${((performance.now() - started) / 1000).toFixed(1).padStart(7)}  total`);
}
