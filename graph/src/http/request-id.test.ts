import { describe, expect, it } from "vitest";
import { requestIdFor } from "./request-id.ts";

describe("a request's id", () => {
  it("keeps a proxy's id when it is short and plain", () => {
    expect(requestIdFor("edge-7f3a.42:1")).toBe("edge-7f3a.42:1");
  });

  it("makes a new one when there is none, or it is long or odd", () => {
    const made = [undefined, "", "a".repeat(65), "id with spaces", "id\r\nX-Evil: 1", "ü"].map(requestIdFor);
    for (const id of made) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(new Set(made).size).toBe(made.length);
  });
});
