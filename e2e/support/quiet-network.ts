// A page's requests in flight, to wait for the moment none is: Playwright's "networkidle"
// waits 500 ms past the last one, which a suite that opens dozens of settled screens pays
// on every screen with the machine idle.
import type { Page } from "playwright-core";
import { expect } from "vitest";

export interface RequestTracker {
  /** Resolves once no request has been in flight for `quietMs`. */
  quiet(quietMs?: number): Promise<void>;
}

/** Starts counting the page's requests; attach it before the navigations it is to judge. */
export function trackRequests(page: Page): RequestTracker {
  let inFlight = 0;
  let lastChange = performance.now();
  page.on("request", () => {
    inFlight += 1;
    lastChange = performance.now();
  });
  const finished = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = performance.now();
  };
  page.on("requestfinished", finished);
  page.on("requestfailed", finished);
  return {
    async quiet(quietMs = 150) {
      await expect
        .poll(() => inFlight === 0 && performance.now() - lastChange >= quietMs, { timeout: 15_000, interval: 50 })
        .toBe(true);
    },
  };
}
