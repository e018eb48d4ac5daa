// Every request has an id: the one a proxy in front gave it (X-Request-Id), or a new one. It
// goes back in the answer's X-Request-Id and into the audit entries the request writes, so a
// report that quotes it leads to what the request did.
import { randomUUID } from "node:crypto";

/** What a proxy's id may look like: short, and nothing a log or a header could choke on. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export const REQUEST_ID_HEADER = "X-Request-Id";

export function requestIdFor(forwarded: string | undefined): string {
  return forwarded !== undefined && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
}
