import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { COMPRESS_INLINE_BELOW, compressResponses, isCompressibleType, negotiateEncoding } from "./compression.ts";

describe("negotiateEncoding", () => {
  it("prefers brotli, then gzip, else identity", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(negotiateEncoding("gzip, deflate")).toBe("gzip");
    expect(negotiateEncoding("deflate")).toBe("identity");
    expect(negotiateEncoding(undefined)).toBe("identity");
    expect(negotiateEncoding("")).toBe("identity");
  });

  it("honours q values: 0 refuses, the highest wins, ties go to our order", () => {
    expect(negotiateEncoding("br;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(negotiateEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(negotiateEncoding("gzip;q=0.8, br;q=0.8")).toBe("br");
    expect(negotiateEncoding("BR ; Q=1")).toBe("br");
    expect(negotiateEncoding("gzip;q=0.5, identity")).toBe("identity");
    expect(negotiateEncoding("gzip;q=0.5")).toBe("gzip");
  });

  it("reads * as every coding not named, and x-gzip as gzip", () => {
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("br;q=0, *")).toBe("gzip");
    expect(negotiateEncoding("*;q=0")).toBe("identity");
    expect(negotiateEncoding("x-gzip")).toBe("gzip");
  });

  it("ignores a malformed weight rather than guessing it", () => {
    expect(negotiateEncoding("br;q=2, gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=abc")).toBe("identity");
  });

  it("chooses only among the codings on offer", () => {
    expect(negotiateEncoding("br, gzip", ["gzip"])).toBe("gzip");
    expect(negotiateEncoding("br", ["gzip"])).toBe("identity");
    expect(negotiateEncoding("br, gzip", [])).toBe("identity");
  });
});

describe("isCompressibleType", () => {
  it("takes JSON, HTML and other text but never an event stream or multipart", () => {
    expect(isCompressibleType("application/json; charset=utf-8")).toBe(true);
    expect(isCompressibleType("application/graphql-response+json")).toBe(true);
    expect(isCompressibleType("text/html; charset=UTF-8")).toBe(true);
    expect(isCompressibleType("image/svg+xml")).toBe(true);
    expect(isCompressibleType("text/event-stream")).toBe(false);
    expect(isCompressibleType('multipart/mixed; boundary="-"')).toBe(false);
    expect(isCompressibleType("image/png")).toBe(false);
    expect(isCompressibleType(null)).toBe(false);
  });
});

describe("compressResponses", () => {
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Provider ${i}` })) };
  const app = new Hono();
  app.use("*", compressResponses());
  app.get("/big", (c) => c.json(big));
  app.get("/small", (c) => c.json({ ok: true }));
  // Past the size compressed on the main thread: the thread pool compresses it.
  const huge = { items: Array.from({ length: 4000 }, (_, i) => ({ id: i, name: `Provider ${i}` })) };
  app.get("/huge", (c) => c.json(huge));
  app.get("/tagged", (c) => {
    c.header("ETag", '"v1"');
    return c.json(big);
  });
  app.get("/events", (c) => c.body("data: x\n\n".repeat(500), 200, { "Content-Type": "text/event-stream" }));
  app.get("/encoded", (c) =>
    c.body("x".repeat(5000), 200, { "Content-Type": "text/plain", "Content-Encoding": "identity" }),
  );
  app.get("/no-transform", (c) => {
    c.header("Cache-Control", "no-transform");
    return c.json(big);
  });
  app.get("/stream", () => {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify(big)));
        controller.close();
      },
    });
    return new Response(body, { headers: { "Content-Type": "application/json" } });
  });

  const get = (path: string, acceptEncoding?: string) =>
    app.request(path, { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} });
  const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

  it("sends brotli when asked, with its length, Vary, and the JSON's type", async () => {
    const response = await get("/big", "gzip, deflate, br");
    expect(response.headers.get("Content-Encoding")).toBe("br");
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    const body = await bytes(response);
    expect(Number(response.headers.get("Content-Length"))).toBe(body.byteLength);
    expect(JSON.parse(brotliDecompressSync(body).toString("utf8"))).toEqual(big);
  });

  it("sends gzip to a client without brotli, and plain JSON to one that takes neither", async () => {
    const gzipped = await get("/big", "gzip");
    expect(gzipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(await bytes(gzipped)).toString("utf8"))).toEqual(big);

    const plain = await get("/big", "br;q=0, gzip;q=0");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(plain.headers.get("Vary")).toBe("Accept-Encoding");
    expect(await plain.json()).toEqual(big);
  });

  it("compresses an answer past the inline size the same way, off the main thread", async () => {
    for (const [coding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const response = await get("/huge", coding);
      expect(response.headers.get("Content-Encoding")).toBe(coding);
      const body = await bytes(response);
      expect(Number(response.headers.get("Content-Length"))).toBe(body.byteLength);
      const json = decode(body).toString("utf8");
      expect(json.length).toBeGreaterThan(COMPRESS_INLINE_BELOW);
      expect(JSON.parse(json)).toEqual(huge);
    }
  });

  it("compresses a streamed JSON body too, once read whole", async () => {
    const response = await get("/stream", "br");
    expect(response.headers.get("Content-Encoding")).toBe("br");
    expect(JSON.parse(brotliDecompressSync(await bytes(response)).toString("utf8"))).toEqual(big);
  });

  it("leaves small answers, event streams, encoded and no-transform answers alone", async () => {
    for (const path of ["/small", "/events", "/encoded", "/no-transform"]) {
      const response = await get(path, "br, gzip");
      expect(response.headers.get("Content-Encoding") ?? "identity", path).toBe("identity");
      expect(response.headers.get("Vary"), path).toBeNull();
    }
    expect(await (await get("/small", "br")).json()).toEqual({ ok: true });
  });

  it("weakens a strong ETag on a compressed copy", async () => {
    expect((await get("/tagged", "br")).headers.get("ETag")).toBe('W/"v1"');
    expect((await get("/tagged")).headers.get("ETag")).toBe('"v1"');
  });
});
