// Requests only a real socket can carry (a Host no URL can hold, HEAD through Node's
// adapter): the app behind @hono/node-server answers them in JSON, never a 500.
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app.ts";

let api: TestApp;
let server: ServerType;
let port: number;

beforeAll(async () => {
  api = await startTestApp({ providers: 3 });
  server = serve({ fetch: api.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await api?.close();
});

function raw(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path, headers, setHost: false }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, type: res.headers["content-type"], body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("over a real socket", () => {
  it("a Host no URL can hold is a 400 on /graphql too (Node's adapter refuses it itself)", async () => {
    const response = await raw("GET", "/graphql?query=%7B__typename%7D", { host: "999.999.999.999" });
    expect(response.status).toBe(400);
  });

  it.each(["/api/providers", "/api/providers/search", "/api/categories"])(
    "a Host no URL can hold is a JSON 400 on %s",
    async (path) => {
      const response = await raw("GET", path, { host: "999.999.999.999", accept: "application/json" });
      expect(response).toMatchObject({ status: 400 });
      expect(response.type).toMatch(/application\/json/);
      expect(response.body).toContain("The request's address is not valid");
    },
  );

  it("HEAD /graphql is a 405 naming the methods GraphQL takes", async () => {
    const variants: Record<string, string>[] = [{}, { accept: "multipart/mixed" }, { "x-graphql-yoga-csrf": "1" }];
    for (const headers of variants) {
      const response = await raw("HEAD", "/graphql", { host: `127.0.0.1:${port}`, ...headers });
      expect(response.status).toBe(405);
    }
  });

  it("HEAD on a REST path answers like its GET, without a body", async () => {
    const response = await raw("HEAD", "/api/categories", { host: `127.0.0.1:${port}` });
    expect(response.status).toBe(200);
    expect(response.body).toBe("");
  });
});
