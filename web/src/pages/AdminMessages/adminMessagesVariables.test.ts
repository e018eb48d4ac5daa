import { describe, expect, it } from "vitest";
import { adminMessagesVariables, ROUTE_FILTER } from "./adminMessagesVariables";

describe("adminMessagesVariables", () => {
  it("asks for one status, or for all with none", () => {
    expect(adminMessagesVariables("WAITING")).toEqual({ status: "WAITING" });
    expect(adminMessagesVariables("HANDLED")).toEqual({ status: "HANDLED" });
    expect(adminMessagesVariables("ALL")).toEqual({ status: null });
  });

  it("starts with the messages still waiting", () => {
    expect(adminMessagesVariables(ROUTE_FILTER)).toEqual({ status: "WAITING" });
  });
});
