import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers.ts";

function appServing(contentType: string, production = false) {
  const app = new Hono();
  app.use(securityHeaders({ production, graphiqlScriptHashes: () => [] }));
  app.get("/file", (c) => c.body("x", 200, { "content-type": contentType }));
  return app;
}

const DOCUMENT_ONLY = ["content-security-policy", "x-frame-options", "cross-origin-opener-policy"];

describe("security headers", () => {
  it("give a page, a stylesheet, an image and JSON the whole set", async () => {
    for (const type of ["text/html; charset=utf-8", "text/css", "image/svg+xml", "application/json"]) {
      const response = await appServing(type).request("/file");
      for (const header of DOCUMENT_ONLY) expect(response.headers.get(header), `${type}: ${header}`).not.toBeNull();
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("leave the document-only headers off a script, keeping nosniff, the referrer policy and HSTS", async () => {
    for (const type of ["text/javascript; charset=utf-8", "application/javascript"]) {
      const response = await appServing(type, true).request("/file");
      for (const header of DOCUMENT_ONLY) expect(response.headers.get(header), `${type}: ${header}`).toBeNull();
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    }
  });
});
