// How a GraphQL answer leaves through Node's adapter: whole, with its length, in one call
// to Node (http/whole-body.ts), whether it goes out as it is or compressed. An answer
// written chunk by chunk costs a web stream, its promises and a socket write per chunk.
import { ServerResponse, request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startServedTestApp } from "../support/served-app.ts";

let served: Awaited<ReturnType<typeof startServedTestApp>>;

beforeAll(async () => {
  served = await startServedTestApp({ providers: 3 });
});
afterAll(() => served?.close());
afterEach(() => vi.restoreAllMocks());

// Over 1 KB of JSON, so that it is compressed when the client takes it.
const QUERY = "{ cities(first: 40) { edges { node { name slug province population } } } }";

function post(acceptEncoding: string) {
  const body = JSON.stringify({ query: QUERY });
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: served.port,
        method: "POST",
        path: "/graphql",
        headers: { "content-type": "application/json", "accept-encoding": acceptEncoding },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("a GraphQL answer over a real socket", () => {
  it.each([
    ["identity", (bytes: Buffer) => bytes],
    ["br", brotliDecompressSync],
    ["gzip", gunzipSync],
  ] as const)("goes out whole in one call, with its length (%s)", async (coding, decode) => {
    const write = vi.spyOn(ServerResponse.prototype, "write");
    const end = vi.spyOn(ServerResponse.prototype, "end");

    const answer = await post(coding);

    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"] ?? "identity").toBe(coding);
    expect(answer.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(answer.headers["content-length"])).toBe(answer.body.byteLength);
    const json = JSON.parse(decode(answer.body).toString("utf8"));
    expect(json.data.cities.edges.length).toBeGreaterThan(10);
    expect(write).not.toHaveBeenCalled();
    expect(end).toHaveBeenCalledTimes(1);
    expect(Buffer.from(end.mock.calls[0]![0] as string | Uint8Array).equals(answer.body)).toBe(true);
  });
});
