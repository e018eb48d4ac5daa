import { describe, expect, it } from "vitest";
import { auditVariables, filterProblems, filtersFrom, searchFor } from "./auditFilters";

describe("the audit page's filters", () => {
  it("reads the URL's filters into the query's variables", () => {
    const search = new URLSearchParams("action=payment.refund&actor=12&type=Payment&record=42");
    expect(auditVariables(search)).toEqual({
      action: "payment.refund",
      actorId: 12,
      targetType: "Payment",
      targetId: "42",
    });
  });

  it("leaves out what the server would refuse", () => {
    const search = new URLSearchParams("action=payment.steal&actor=-3&type=Pay%20ment&record=%3Cscript%3E");
    expect(auditVariables(search)).toEqual({ action: null, actorId: null, targetType: null, targetId: null });
    expect(auditVariables(new URLSearchParams())).toEqual({
      action: null,
      actorId: null,
      targetType: null,
      targetId: null,
    });
  });

  it("says which typed filter is wrong, and keeps only the filled ones in the URL", () => {
    const typed = { action: "", actor: "twelve", type: "Pay ment", record: "<42>" };
    expect(filterProblems(typed)).toEqual({ actor: "number", type: "type", record: "record" });
    expect(filterProblems({ action: "", actor: "12", type: "Payment", record: "42" })).toEqual({});
    const search = searchFor({ action: "provider.approve", actor: " 7 ", type: "", record: "" });
    expect(search.toString()).toBe("action=provider.approve&actor=7");
    expect(filtersFrom(search)).toEqual({ action: "provider.approve", actor: "7", type: "", record: "" });
  });
});
