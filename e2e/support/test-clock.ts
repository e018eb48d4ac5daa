// The server's movable clock (TEST_CLOCK=movable, graph/src/http/test-clock.ts) from a journey:
// pinned to an instant, or back to the real time with null. The jobs run once before it answers.
import { expect } from "vitest";

export function serverClock(app: { readonly url: string }) {
  return async function setServerClock(instant: Date | null): Promise<void> {
    const response = await fetch(`${app.url}/__test/clock`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ now: instant?.toISOString() ?? null }),
    });
    expect(response.status).toBe(200);
  };
}
