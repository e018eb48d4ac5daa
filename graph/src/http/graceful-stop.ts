// How the server stops without failing what it already took on. By the time this runs the
// process is "stopping", so /readyz answers 503 (http/readiness.ts); then:
// 1. it keeps serving for `drainMs`, long enough for a load balancer's checks to see the 503
//    and send new requests elsewhere (zero on a laptop, where nothing is in front of it);
// 2. it stops accepting connections, closes idle keep-alive ones, and lets the requests in
//    flight and the jobs' current runs finish;
// 3. past `timeoutMs` it closes whatever connections are left, so a stuck request cannot keep
//    the process (and a deploy) waiting for ever.
import type { Server } from "node:http";

export interface GracefulStopOptions {
  server: Pick<Server, "close" | "closeIdleConnections" | "closeAllConnections">;
  drainMs: number;
  timeoutMs: number;
  /** Work to finish beside the requests: the repeating jobs' runs in progress. */
  finishing?: () => Promise<void>;
}

const IDLE_SWEEP_MS = 100;

/** Resolves once requests and `finishing` are done, or at the deadline; says which. */
export async function stopGracefully(options: GracefulStopOptions): Promise<{ timedOut: boolean }> {
  await pause(options.drainMs);
  const closed = new Promise<void>((resolve) => options.server.close(() => resolve()));
  // A keep-alive connection becomes idle once its last response is sent: closed then, rather
  // than when the client's keep-alive ends, so the stop waits for requests, not for clients.
  options.server.closeIdleConnections();
  const sweeper = setInterval(() => options.server.closeIdleConnections(), IDLE_SWEEP_MS);
  const finished = Promise.all([closed, options.finishing?.()]).then(() => false);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<true>((resolve) => {
    timer = setTimeout(() => resolve(true), options.timeoutMs);
  });
  const timedOut = await Promise.race([finished, deadline]);
  clearTimeout(timer);
  clearInterval(sweeper);
  if (timedOut) options.server.closeAllConnections();
  return { timedOut };
}

const pause = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/** SHUTDOWN_DRAIN_SECONDS and SHUTDOWN_TIMEOUT_SECONDS, in milliseconds; defaults 0 and 20. */
export function gracefulStopSettingsFromEnv(env: NodeJS.ProcessEnv): { drainMs: number; timeoutMs: number } {
  return {
    drainMs: secondsFrom(env.SHUTDOWN_DRAIN_SECONDS, 0, "SHUTDOWN_DRAIN_SECONDS"),
    timeoutMs: secondsFrom(env.SHUTDOWN_TIMEOUT_SECONDS, 20, "SHUTDOWN_TIMEOUT_SECONDS"),
  };
}

/**
 * How long an idle keep-alive connection stays open: KEEP_ALIVE_TIMEOUT_SECONDS, default 65.
 * Longer than a proxy or load balancer keeps its idle connections to the app (HAProxy's
 * `timeout server` of 60 s in deploy/haproxy.cfg, a cloud balancer's usual 60 s), so it is
 * always the proxy that closes one: were it the app, a request the proxy sent at that moment
 * would meet a closed socket and fail. Node's own default is 5 s. The header deadline stays
 * above it, as Node requires for a kept-alive socket to wait for its next request's headers.
 */
export function keepAliveSettingsFromEnv(env: NodeJS.ProcessEnv): { keepAliveTimeout: number; headersTimeout: number } {
  const keepAliveTimeout = secondsFrom(env.KEEP_ALIVE_TIMEOUT_SECONDS, 65, "KEEP_ALIVE_TIMEOUT_SECONDS");
  return { keepAliveTimeout, headersTimeout: keepAliveTimeout + 1_000 };
}

function secondsFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === "") return fallback * 1000;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 600) {
    throw new Error(`${name} must be a number of seconds from 0 to 600, not "${value}"`);
  }
  return Math.round(seconds * 1000);
}
