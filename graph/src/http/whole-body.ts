// Answers whose whole body is a string or bytes in memory (GraphQL's JSON), passed between
// the layers of the app as they are, so that none of them reads one through a web stream.
//
// Reading a Response's body (`arrayBuffer()`, `body`) turns the Node adapter's light answer
// into a standard one and its text into a stream of chunks; replacing `c.res` with another
// Response does the same to the new one, since Hono re-makes it from its `body` to copy the
// old headers on. The adapter then writes such an answer chunk by chunk, where it writes a
// string or bytes with its headers in one go. A profile of the home page's query put the
// streams, their promises and their garbage at about as much CPU as compressing the answer.
import type { Context } from "hono";

const bodies = new WeakMap<Response, string | Uint8Array<ArrayBuffer>>();

/** A Response whose body `bodyBytes` hands back without reading it. */
export function wholeResponse(body: string | Uint8Array<ArrayBuffer>, init: ResponseInit): Response {
  const response = new Response(body, init);
  bodies.set(response, body);
  return response;
}

/**
 * A Yoga answer's text, or null when it has none. Yoga's fetch ponyfill keeps a string body
 * as it was given (`bodyInit`), where asking for `body` would first wrap it in a Node stream
 * and a web stream; any other answer is read the standard way.
 */
export async function yogaAnswerText(answer: Response): Promise<string | null> {
  const given = (answer as Response & { bodyInit?: unknown }).bodyInit;
  if (typeof given === "string") return given;
  return answer.body === null ? null : answer.text();
}

/**
 * The answer's bytes: a whole body as it is, any other read to its end (which spends it);
 * null when it has none.
 */
export async function bodyBytes(response: Response): Promise<Uint8Array<ArrayBuffer> | null> {
  const whole = bodies.get(response);
  if (whole !== undefined) return typeof whole === "string" ? new TextEncoder().encode(whole) : whole;
  if (!response.body) return null;
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * Makes `response` the request's answer as it is: its headers must already be the ones to
 * send, since Hono's own copying of the previous answer's headers is what this skips.
 */
export function replaceAnswer(c: Context, response: Response): void {
  c.res = undefined;
  c.res = response;
}
