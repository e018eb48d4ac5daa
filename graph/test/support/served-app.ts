import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { startTestApp } from "./app.ts";

/**
 * The test app behind @hono/node-server on a free port of 127.0.0.1, as `npm start` serves
 * it: for what only a real socket shows (how an answer is written, what Node's parser takes).
 */
export async function startServedTestApp(options: Parameters<typeof startTestApp>[0] = {}) {
  const api = await startTestApp(options);
  const server = serve({ fetch: api.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const port = (server.address() as AddressInfo).port;
  const close = async () => {
    await new Promise((resolve) => server.close(resolve));
    await api.close();
  };
  return { ...api, port, close };
}
