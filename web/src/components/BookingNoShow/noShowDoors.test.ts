import { describe, expect, it } from "vitest";
import { noShowOutcomeOf } from "./noShowDoors";

describe("noShowOutcomeOf", () => {
  it("is done when the payload carries the report, from either door", () => {
    expect(noShowOutcomeOf({ noShow: { databaseId: 7 } })).toEqual({ kind: "done" });
  });

  it("keeps the server's words when refused, and has none for an unknown answer", () => {
    expect(noShowOutcomeOf({ message: "Only the side reported absent can dispute the report." })).toEqual({
      kind: "refused",
      message: "Only the side reported absent can dispute the report.",
    });
    expect(noShowOutcomeOf({})).toEqual({ kind: "refused", message: null });
  });
});
