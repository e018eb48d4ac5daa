import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { bodyBytes, replaceAnswer, wholeResponse, yogaAnswerText } from "./whole-body.ts";

const decode = (bytes: Uint8Array | null) => (bytes ? new TextDecoder().decode(bytes) : null);

describe("bodyBytes", () => {
  it("hands back a whole body as it was given, leaving the response unread", async () => {
    const bytes = new TextEncoder().encode('{"data":{}}');
    const fromBytes = wholeResponse(bytes, { status: 200 });
    expect(await bodyBytes(fromBytes)).toBe(bytes);
    expect(fromBytes.bodyUsed).toBe(false);

    const fromText = wholeResponse('{"data":{"é":1}}', { status: 200 });
    expect(decode(await bodyBytes(fromText))).toBe('{"data":{"é":1}}');
    expect(fromText.bodyUsed).toBe(false);
  });

  it("reads any other response to its end, and finds nothing in one without a body", async () => {
    const streamed = new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("[1,"));
          controller.enqueue(new TextEncoder().encode("2]"));
          controller.close();
        },
      }),
    );
    expect(decode(await bodyBytes(streamed))).toBe("[1,2]");
    expect(await bodyBytes(new Response(null, { status: 204 }))).toBeNull();
  });
});

describe("yogaAnswerText", () => {
  it("takes the string Yoga's ponyfill was given, without asking for its body", async () => {
    const ponyfilled = Object.defineProperties(Object.create(Response.prototype) as Response, {
      bodyInit: { value: '{"data":null}' },
      body: {
        get() {
          throw new Error("the body was asked for");
        },
      },
    });
    expect(await yogaAnswerText(ponyfilled)).toBe('{"data":null}');
  });

  it("reads a standard answer, and finds none in one without a body", async () => {
    expect(await yogaAnswerText(new Response('{"data":1}'))).toBe('{"data":1}');
    expect(await yogaAnswerText(new Response(null, { status: 204 }))).toBeNull();
  });
});

describe("replaceAnswer", () => {
  it("sends the new answer with its own headers, not the previous one's", async () => {
    const app = new Hono();
    app.use("*", async (c, next) => {
      await next();
      const body = await bodyBytes(c.res);
      replaceAnswer(c, wholeResponse(body!, { status: 201, headers: { "Content-Type": "text/plain" } }));
    });
    app.get("/", (c) => c.text("hello", 200, { "X-Previous": "1" }));

    const response = await app.request("/");
    expect(response.status).toBe(201);
    expect(response.headers.get("X-Previous")).toBeNull();
    expect(await response.text()).toBe("hello");
  });
});
