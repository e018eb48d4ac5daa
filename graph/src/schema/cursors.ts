import { decodeBase64 } from "@pothos/core";
import { ValidationError } from "../services/errors.ts";
import { isDatabaseId } from "../services/ids.ts";

const INVALID_CURSOR = "That page cursor is not valid: start again from the first page.";

/**
 * A prismaConnection cursor over an id column (`GPC:N:<id>`, base64) must name an id our
 * integer columns can hold; Pothos decodes any number, and the database would refuse it.
 */
export function assertIdCursors(...cursors: (string | null | undefined)[]): void {
  for (const cursor of cursors) {
    if (cursor == null) continue;
    let text: string;
    try {
      text = decodeBase64(cursor);
    } catch {
      throw new ValidationError(INVALID_CURSOR);
    }
    const match = /^GPC:N:(\d{1,10})$/.exec(text);
    if (!match || !isDatabaseId(Number(match[1]))) throw new ValidationError(INVALID_CURSOR);
  }
}
