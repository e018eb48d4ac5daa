// The stop, against a real HTTP server whose one route answers when the test lets it: a request
// in flight when the stop begins is answered, a new connection is refused once it has begun,
// and a request that never ends is cut at the deadline so the process can exit.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { gracefulStopSettingsFromEnv, keepAliveSettingsFromEnv, stopGracefully } from "./graceful-stop.ts";

let server: Server | undefined;
afterEach(() => server?.closeAllConnections());

/** A server whose requests wait for `release()`; `arrived` resolves as each one comes in. */
async function heldServer() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const arrivals: (() => void)[] = [];
  server = createServer((_request, response) => {
    arrivals.shift()?.();
    void released.then(() => response.end("done"));
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const arrived = () => new Promise<void>((resolve) => arrivals.push(resolve));
  return { server, url, release, arrived };
}

describe("stopGracefully", () => {
  it("answers the request in flight and the jobs' runs, and refuses new connections meanwhile", async () => {
    const held = await heldServer();
    const arrived = held.arrived();
    const inFlight = fetch(held.url).then(async (response) => [response.status, await response.text()]);
    await arrived;
    let jobsDone = false;
    const stopped = stopGracefully({
      server: held.server,
      drainMs: 0,
      timeoutMs: 10_000,
      finishing: async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        jobsDone = true;
      },
    });
    // Once stopping, the server takes no new connection.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(fetch(held.url, { headers: { connection: "close" } })).rejects.toThrow();
    held.release();
    const releasedAt = performance.now();
    expect(await inFlight).toEqual([200, "done"]);
    expect(await stopped).toEqual({ timedOut: false });
    // The answered connection is closed once idle, not when the client's keep-alive ends.
    expect(performance.now() - releasedAt).toBeLessThan(1_000);
    expect(jobsDone).toBe(true);
  });

  it("keeps serving through the drain, so a balancer's checks can see it is stopping", async () => {
    const held = await heldServer();
    held.release();
    const stopped = stopGracefully({ server: held.server, drainMs: 300, timeoutMs: 10_000 });
    const during = await fetch(held.url, { headers: { connection: "close" } });
    expect(await during.text()).toBe("done");
    expect(await stopped).toEqual({ timedOut: false });
  });

  it("cuts what is still open at the deadline", async () => {
    const held = await heldServer();
    const arrived = held.arrived();
    const neverAnswered = fetch(held.url).then(
      () => "answered",
      () => "cut",
    );
    await arrived;
    const started = performance.now();
    expect(await stopGracefully({ server: held.server, drainMs: 0, timeoutMs: 200 })).toEqual({ timedOut: true });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await neverAnswered).toBe("cut");
  });
});

describe("gracefulStopSettingsFromEnv", () => {
  it("reads seconds, defaults to no drain and a 20-second deadline, and refuses nonsense", () => {
    expect(gracefulStopSettingsFromEnv({})).toEqual({ drainMs: 0, timeoutMs: 20_000 });
    expect(gracefulStopSettingsFromEnv({ SHUTDOWN_DRAIN_SECONDS: "5", SHUTDOWN_TIMEOUT_SECONDS: "2.5" })).toEqual({
      drainMs: 5_000,
      timeoutMs: 2_500,
    });
    expect(() => gracefulStopSettingsFromEnv({ SHUTDOWN_DRAIN_SECONDS: "soon" })).toThrow(
      'SHUTDOWN_DRAIN_SECONDS must be a number of seconds from 0 to 600, not "soon"',
    );
    expect(() => gracefulStopSettingsFromEnv({ SHUTDOWN_TIMEOUT_SECONDS: "-1" })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS/);
  });
});

describe("keepAliveSettingsFromEnv", () => {
  it("keeps idle connections 65 s unless told, headers a second longer, and refuses nonsense", () => {
    expect(keepAliveSettingsFromEnv({})).toEqual({ keepAliveTimeout: 65_000, headersTimeout: 66_000 });
    expect(keepAliveSettingsFromEnv({ KEEP_ALIVE_TIMEOUT_SECONDS: "120" })).toEqual({
      keepAliveTimeout: 120_000,
      headersTimeout: 121_000,
    });
    expect(() => keepAliveSettingsFromEnv({ KEEP_ALIVE_TIMEOUT_SECONDS: "forever" })).toThrow(
      'KEEP_ALIVE_TIMEOUT_SECONDS must be a number of seconds from 0 to 600, not "forever"',
    );
  });
});
