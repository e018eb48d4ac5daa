// Requests only a real socket can carry (a Host no URL can hold, HEAD through Node's
// adapter, headers past Node's limit): the app behind @hono/node-server, wired as the server
// wires it, answers them in JSON, never a 500.
import { request as httpRequest, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerClientErrorsInJson } from "../../src/http/client-errors.ts";
import { createLogger } from "../../src/observability/logger.ts";
import { startTestApp, type TestApp } from "../support/app.ts";

let api: TestApp;
let server: ServerType;
let port: number;

beforeAll(async () => {
  api = await startTestApp({ providers: 3 });
  server = serve({ fetch: api.app.fetch, port: 0, hostname: "127.0.0.1" });
  answerClientErrorsInJson(server as Server, createLogger({ level: "silent" }));
  await new Promise<void>((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await api?.close();
});

/** A request as written; `chunks` go as a chunked body unless a Content-Length is given. */
function raw(method: string, path: string, headers: Record<string, string> = {}, chunks: string[] = []) {
  return new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
    // A connection of its own: one that sent less than it declared cannot carry the next.
    const req = httpRequest({ host: "127.0.0.1", port, method, path, headers, setHost: false, agent: false }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, type: res.headers["content-type"], body }));
    });
    // The server may answer and close before it has read everything sent.
    req.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" ? undefined : reject(error)));
    for (const chunk of chunks) req.write(chunk);
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

  describe("a body's size", () => {
    const search = JSON.stringify({ query: "{ categories { slug } }" });
    const json = () => ({ host: `127.0.0.1:${port}`, "content-type": "application/json" });

    it("is taken from its Content-Length: within 1 MB it is read, past it a 413", async () => {
      const within = await raw("POST", "/graphql", { ...json(), "content-length": String(search.length) }, [search]);
      expect(within.status).toBe(200);
      expect(JSON.parse(within.body).data.categories.length).toBeGreaterThan(0);

      const declared = 2 * 1024 * 1024;
      const over = await raw("POST", "/graphql", { ...json(), "content-length": String(declared) }, [
        " ".repeat(64 * 1024),
      ]);
      expect(over.status).toBe(413);
      expect(over.body).toContain("The request body is too large: at most 1 MB.");
    });

    it("answers a client that accepts multipart with a length alone, which Node's parser takes", async () => {
      const answer = await raw("POST", "/graphql", { ...json(), accept: "multipart/mixed" }, [search]);
      expect(answer.status).toBe(200);
      expect(answer.body).toContain("house-cleaning");
    });

    // Past 1 MB a chunked body is refused as it streams (cross-site.test.ts); the socket may
    // be closed under the sender then, so here only one within the bound goes through.
    it("is counted as it streams when it is chunked, and read whole", async () => {
      const within = await raw("POST", "/graphql", json(), [search.slice(0, 10), search.slice(10)]);
      expect(within.status).toBe(200);
      expect(JSON.parse(within.body).data.categories.length).toBeGreaterThan(0);
    });
  });

  it("a request past Node's header limit is a JSON 431 with a request id, and a malformed one a JSON 400", async () => {
    const long = await raw("GET", `/api/providers/search?location=${"a".repeat(20_000)}`, {
      host: `127.0.0.1:${port}`,
    });
    expect(long.status).toBe(431);
    expect(long.type).toMatch(/^application\/json/);
    expect(JSON.parse(long.body)).toEqual({
      message: "The request's address or headers are too large: at most 16 KB in all.",
      requestId: expect.any(String),
    });

    const malformed = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => socket.end("GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n"));
      let text = "";
      socket.on("data", (chunk) => (text += chunk));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    expect(malformed).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(malformed).toContain("Content-Type: application/json");
    expect(JSON.parse(malformed.slice(malformed.indexOf("\r\n\r\n") + 4))).toMatchObject({
      message: "The request is not valid HTTP.",
    });
  });

  it("HEAD on a REST path answers like its GET, without a body", async () => {
    const response = await raw("HEAD", "/api/categories", { host: `127.0.0.1:${port}` });
    expect(response.status).toBe(200);
    expect(response.body).toBe("");
  });
});
