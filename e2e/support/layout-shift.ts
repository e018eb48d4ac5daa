// Cumulative layout shift as the browser itself reports it: a PerformanceObserver for
// "layout-shift" entries, installed before any of the page's own scripts run, so a cold load
// is watched from its first frame. Shifts right after the user's input are not counted
// (the Layout Instability API marks them hadRecentInput), as Chrome's CLS does not count them.
import type { Page } from "playwright-core";

/** One layout-shift entry, with the elements that moved described well enough to find them. */
export interface LayoutShift {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
  sources: { node: string; from: string; to: string }[];
}

declare global {
  interface Window {
    __layoutShifts?: LayoutShift[];
  }
}

/**
 * The network and processor of Lighthouse's presets: a mid-range phone on slow 4G (150 ms
 * round trips, 1.6 Mbit/s down, 4× slower CPU) and a laptop on cable (40 ms, 10 Mbit/s).
 * On this machine unthrottled, the answers come before the first frame and a loading
 * state that would jump on a real phone is never drawn, so the measure would see nothing.
 */
export const CONDITIONS = {
  phone: { latency: 150, downloadKbps: 1638.4, uploadKbps: 675, cpuSlowdown: 4 },
  laptop: { latency: 40, downloadKbps: 10240, uploadKbps: 10240, cpuSlowdown: 1 },
} as const;

export async function emulateConditions(page: Page, conditions: (typeof CONDITIONS)[keyof typeof CONDITIONS]) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: conditions.latency,
    downloadThroughput: (conditions.downloadKbps * 1024) / 8,
    uploadThroughput: (conditions.uploadKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: conditions.cpuSlowdown });
}

// Plain JavaScript, given to the page as text: a function passed instead would be serialized
// from the test's transpiled code, with helpers (esbuild's __name) the page does not have.
const OBSERVER_SCRIPT = `{
  const shifts = [];
  window.__layoutShifts = shifts;
  const rect = (r) => Math.round(r.x) + "," + Math.round(r.y) + " " + Math.round(r.width) + "×" + Math.round(r.height);
  const describe = (node) => {
    if (!node) return "(removed)";
    if (!(node instanceof Element)) return '#text "' + (node.textContent || "").trim().slice(0, 40) + '"';
    const attr = (name, wrap) => (node.getAttribute(name) ? wrap(node.getAttribute(name)) : "");
    const text = (node.textContent || "").replace(/\\s+/g, " ").trim().slice(0, 50);
    const parent = node.parentElement ? " in <" + node.parentElement.tagName.toLowerCase() + ">" : "";
    return "<" + node.tagName.toLowerCase() + attr("id", (v) => "#" + v) + attr("role", (v) => "[role=" + v + "]") +
      attr("aria-label", (v) => '[aria-label="' + v + '"]') + ">" + parent + ' "' + text + '"';
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      shifts.push({
        value: entry.value,
        startTime: entry.startTime,
        hadRecentInput: entry.hadRecentInput,
        sources: (entry.sources || []).map((source) => ({
          node: describe(source.node),
          from: rect(source.previousRect),
          to: rect(source.currentRect),
        })),
      });
    }
  }).observe({ type: "layout-shift", buffered: true });
}`;

/** Starts recording layout shifts on every document the page loads from now on. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript({ content: OBSERVER_SCRIPT });
}

export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => window.__layoutShifts ?? []);
}

/**
 * CLS as Chrome and Lighthouse define it: shifts without recent input, grouped into session
 * windows (a window ends after a 1 s gap or at 5 s), and the largest window's sum.
 */
export function cumulativeLayoutShift(shifts: readonly LayoutShift[]): number {
  let largest = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of shifts.filter((s) => !s.hadRecentInput).sort((a, b) => a.startTime - b.startTime)) {
    if (shift.startTime - previous > 1000 || shift.startTime - windowStart > 5000) {
      current = 0;
      windowStart = shift.startTime;
    }
    current += shift.value;
    previous = shift.startTime;
    largest = Math.max(largest, current);
  }
  return largest;
}

/** The biggest shifts and what moved in each, for a failure message. */
export function describeShifts(shifts: readonly LayoutShift[], count = 5): string {
  return [...shifts]
    .filter((s) => !s.hadRecentInput)
    .sort((a, b) => b.value - a.value)
    .slice(0, count)
    .map(
      (s) =>
        `  ${s.value.toFixed(4)} at ${Math.round(s.startTime)} ms\n` +
        s.sources.map((source) => `    ${source.node}: ${source.from} → ${source.to}`).join("\n"),
    )
    .join("\n");
}

/**
 * Waits until the page is still: no request in flight, every picture that is to load by now
 * loaded (lazy ones below the fold wait for a scroll), and two frames drawn after that, so a
 * shift caused by the last answer or picture has been reported.
 */
export async function waitUntilSettled(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() =>
    [...document.images].every(
      (image) => image.complete || (image.loading === "lazy" && image.getBoundingClientRect().top > innerHeight),
    ),
  );
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
