import { createServer } from "node:net";

/**
 * A TCP port free on 127.0.0.1 right now, for a child server to listen on. Used by the API
 * tests' server processes, the browser suite and the benchmarks.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("No free port")),
      );
    });
  });
}
