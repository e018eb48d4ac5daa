import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { systemClock } from "../context.ts";
import type { RestEnv } from "../rest/env.ts";
import { PublicAnswers } from "./public-cache.ts";
import { publicHttpCaching } from "./public-http-cache.ts";
import type { RequestContext } from "./request-context.ts";

/** An app whose one route answers as a shared answer kept under "kept", setting `cookie` if given. */
function appAnswering(answers: PublicAnswers, cookie?: string) {
  const app = new Hono<RestEnv>();
  app.use("*", publicHttpCaching(answers));
  app.use("*", async (c, next) => {
    c.set("ctx", { viewer: null, partner: null } as RequestContext);
    await next();
    if (cookie) c.res.headers.append("Set-Cookie", cookie);
  });
  app.get("/answer", (c) => {
    answers.set("kept", { answer: 1 }, 12);
    answers.markShared(c.req.raw, "kept");
    return c.json({ answer: 1 });
  });
  return app;
}

describe("publicHttpCaching", () => {
  it("tags a shared answer to a visitor's GET", async () => {
    const answers = new PublicAnswers(systemClock);
    const response = await appAnswering(answers).request("/answer");
    expect(response.headers.get("Cache-Control")).toBe("public, no-cache");
    expect(response.headers.get("ETag")).toMatch(/^"/);
    expect(answers.get("kept")).toEqual({ answer: 1 });
  });

  it("neither shares nor keeps an answer that sets a cookie", async () => {
    const answers = new PublicAnswers(systemClock);
    const response = await appAnswering(answers, "session=abc; HttpOnly").request("/answer");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("ETag")).toBeNull();
    expect(answers.get("kept")).toBeUndefined();
  });
});
