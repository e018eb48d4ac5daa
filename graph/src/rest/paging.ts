import type { Context as HonoContext } from "hono";
import { assertStorableInput } from "../http/storable-input.ts";
import { parseInput, ValidationError } from "../services/errors.ts";
import { isDatabaseId } from "../services/ids.ts";
import { nextPageLink, restPageInput, type RestPage } from "../services/pagination.ts";
import type { RestEnv } from "./env.ts";

// What every REST handler reads the same way: a JSON object body, and keyset pages.

/**
 * A request's JSON body, whatever its shape, once its text is known to be storable
 * (http/storable-input.ts): every handler reads its body through here or objectBody.
 */
export async function jsonBody(c: HonoContext<RestEnv>): Promise<unknown> {
  const body: unknown = await c.req.json();
  assertStorableInput(body);
  return body;
}

/** A JSON object body; anything else (an array, a string) is a 400 in the services' words. */
export async function objectBody(c: HonoContext<RestEnv>): Promise<Record<string, unknown>> {
  const body = await jsonBody(c);
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new ValidationError("The request body must be a JSON object.");
  }
  return body as Record<string, unknown>;
}

/** The same, where a request may also come without a body (read as `{}`). */
export async function optionalObjectBody(c: HonoContext<RestEnv>): Promise<Record<string, unknown>> {
  if ((await c.req.raw.clone().text()).trim() === "") return {};
  return objectBody(c);
}

/** `limit` and `after` (the last row's id on the previous page, from its Link header). */
export function pageOf(c: HonoContext<RestEnv>): RestPage {
  const page = parseInput(restPageInput(20), c.req.query());
  if (page.after !== undefined && !isDatabaseId(Number(page.after))) {
    throw new ValidationError("That page cursor is not valid: start again from the first page.");
  }
  return page;
}

/** One row more than the page, to tell whether another page follows. */
export function pageQuery(page: RestPage) {
  return {
    take: page.limit + 1,
    ...(page.after !== undefined ? { cursor: { id: Number(page.after) }, skip: 1 } : {}),
  };
}

export function pageOfRows<T extends { id: number }>(c: HonoContext<RestEnv>, page: RestPage, rows: T[]): T[] {
  const shown = rows.slice(0, page.limit);
  const last = shown[shown.length - 1];
  if (rows.length > page.limit && last) c.header("Link", nextPageLink(c.req.url, page, String(last.id)));
  return shown;
}
