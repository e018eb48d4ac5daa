// Cross-site requests and response headers: what a foreign web page can make a signed-in visitor's browser
// do (nothing), the headers every response carries, and the body size bound.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app.ts";
import { MAX_BODY_BYTES } from "../../src/http/request-body.ts";
import { cookieFrom, startTestApp, type TestApp } from "../support/app.ts";

let api: TestApp;
let customerCookie: string;
const OWN = "http://marketplace.test";
const EVIL = "https://evil.example";
const PARTNER = "https://partner.example";

beforeAll(async () => {
  api = await startTestApp({ providers: 5 });
  const signIn = await api.graphql(
    `mutation { signIn(input: { email: "customer@demo.test", password: "demo-password" }) { __typename } }`,
  );
  customerCookie = cookieFrom(signIn.response);
});
afterAll(() => api?.close());

async function bookingCount() {
  return api.db.prisma.booking.count();
}

function bookingBody() {
  return JSON.stringify({
    providerId: 1,
    serviceType: "house-cleaning",
    preferredDate: "2026-12-01",
    preferredTime: "09:00",
    customerName: "Casey Customer",
    customerPhone: "416-555-0100",
    customerEmail: "customer@demo.test",
  });
}

describe("CORS", () => {
  it("answers a foreign origin's preflight without allowing it", async () => {
    const response = await api.request("/graphql", {
      method: "OPTIONS",
      headers: { origin: EVIL, "access-control-request-method": "POST" },
    });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("never echoes a foreign origin on a read", async () => {
    const response = await api.request("/api/categories", { headers: { origin: EVIL, cookie: customerCookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("allows the origins listed in configuration, with credentials", async () => {
    const app = createApp({ db: api.db.prisma, allowedOrigins: [PARTNER], logError: () => {} });
    const response = await app.fetch(
      new Request(`${OWN}/graphql`, {
        method: "OPTIONS",
        headers: { origin: PARTNER, "access-control-request-method": "POST" },
      }),
    );
    expect(response.headers.get("access-control-allow-origin")).toBe(PARTNER);
    expect(response.headers.get("access-control-allow-credentials")).toBe("true");
    const post = await app.fetch(
      new Request(`${OWN}/graphql`, {
        method: "POST",
        headers: { origin: PARTNER, "content-type": "application/json" },
        body: JSON.stringify({ query: "{ categories { name } }" }),
      }),
    );
    expect(post.status).toBe(200);
  });
});

describe("cross-site writes", () => {
  it("refuses a cross-site form POST to /api/bookings and makes no booking", async () => {
    const before = await bookingCount();
    for (const type of ["application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x"]) {
      const response = await api.request("/api/bookings", {
        method: "POST",
        headers: { origin: EVIL, "content-type": type, cookie: customerCookie },
        body: bookingBody(),
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: "Cross-site requests are not allowed." });
    }
    expect(await bookingCount()).toBe(before);
  });

  it("refuses a cross-site JSON POST by its Origin, and by Sec-Fetch-Site when there is no Origin", async () => {
    const before = await bookingCount();
    const fromOrigin = await api.request("/api/bookings", {
      method: "POST",
      headers: { origin: EVIL, "content-type": "application/json", cookie: customerCookie },
      body: bookingBody(),
    });
    expect(fromOrigin.status).toBe(403);
    const fromFetchMetadata = await api.request("/api/bookings", {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site", "content-type": "application/json", cookie: customerCookie },
      body: bookingBody(),
    });
    expect(fromFetchMetadata.status).toBe(403);
    expect(await bookingCount()).toBe(before);
  });

  it("refuses a REST write that is not JSON, even from our own page", async () => {
    const response = await api.request("/api/bookings", {
      method: "POST",
      headers: { origin: OWN, "content-type": "text/plain", cookie: customerCookie },
      body: bookingBody(),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      message: "Send the request body as JSON (Content-Type: application/json).",
    });
  });

  it("accepts our own page's JSON writes, and clients that send no Origin", async () => {
    const senders: Record<string, string>[] = [{ origin: OWN }, { "sec-fetch-site": "same-origin" }, {}];
    for (const headers of senders) {
      const response = await api.request("/api/bookings", {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: bookingBody(),
      });
      expect(response.status).toBe(201);
    }
  });

  it("refuses login CSRF: a cross-site form signing someone in through /graphql", async () => {
    const query = `mutation { signIn(input: { email: "customer@demo.test", password: "demo-password" }) { __typename } }`;
    const form = await api.request("/graphql", {
      method: "POST",
      headers: { origin: EVIL, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ query }).toString(),
    });
    expect(form.status).toBe(403);
    expect(form.headers.get("set-cookie")).toBeNull();
  });

  it("requires the CSRF header on a non-JSON GraphQL POST without an Origin", async () => {
    const query = "{ categories { name } }";
    const plain = await api.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ query }).toString(),
    });
    expect(plain.status).toBe(403);
    const withHeader = await api.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-graphql-yoga-csrf": "1" },
      body: new URLSearchParams({ query }).toString(),
    });
    expect(withHeader.status).toBe(200);
  });

  it("refuses a cross-site sign-out, and any mutation over GET", async () => {
    const signOut = await api.request("/graphql", {
      method: "POST",
      headers: { origin: EVIL, "content-type": "text/plain", cookie: customerCookie },
      body: JSON.stringify({ query: "mutation { signOut { success } }" }),
    });
    expect(signOut.status).toBe(403);
    const overGet = await api.request(`/graphql?query=${encodeURIComponent("mutation { signOut { success } }")}`, {
      headers: { cookie: customerCookie, accept: "application/json" },
    });
    expect(overGet.status).toBe(405);
    const stillSignedIn = await api.graphql("{ viewer { email } }", {}, { cookie: customerCookie });
    expect(stillSignedIn.data?.viewer).toEqual({ email: "customer@demo.test" });
  });
});

describe("security headers", () => {
  it("are on the API, GraphQL and GraphiQL responses", async () => {
    const responses = [
      await api.request("/api/categories"),
      await api.request("/api/no-such-path"),
      (await api.graphql("{ categories { name } }")).response,
      await api.request("/graphql", { headers: { accept: "text/html" } }),
      await api.request("/healthz"),
    ];
    for (const response of responses) {
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("strict-transport-security"), "HSTS only in production").toBeNull();
    }
  });

  it("let GraphiQL run only its own inline scripts, by hash", async () => {
    const response = await api.request("/graphql", { headers: { accept: "text/html" } });
    const policy = response.headers.get("content-security-policy")!;
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
    expect(policy).not.toContain("'unsafe-inline' 'sha256");
    expect(policy.match(/script-src[^;]*/)![0]).not.toContain("unsafe-inline");
  });

  it("add HSTS in production", async () => {
    const app = createApp({ db: api.db.prisma, production: true, logError: () => {} });
    const response = await app.fetch(new Request(`${OWN}/api/categories`));
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });
});

describe("request bodies", () => {
  it("refuses a body over 1 MB with a 413, before parsing it, and stores nothing", async () => {
    const before = await bookingCount();
    const huge = JSON.stringify({ ...JSON.parse(bookingBody()), serviceDetails: "x".repeat(MAX_BODY_BYTES) });
    for (const path of ["/api/bookings", "/graphql"]) {
      const response = await api.request(path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: huge,
      });
      expect(response.status).toBe(413);
      expect(JSON.stringify(await response.json())).toContain("The request body is too large: at most 1 MB.");
    }
    expect(await bookingCount()).toBe(before);
  });

  it.each(["/api/bookings", "/graphql"])("counts a body that declares no length as it streams (%s)", async (path) => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= MAX_BODY_BYTES * 3) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await api.request(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(MAX_BODY_BYTES * 3);
  });
});
