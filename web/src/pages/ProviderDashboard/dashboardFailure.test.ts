import { describe, expect, it } from "vitest";
import { GraphQLResponseError, HttpError } from "../../relay/fetchGraphQL";
import { dashboardFailure } from "./dashboardFailure";

const graphqlError = (message: string, status?: number) =>
  new GraphQLResponseError([{ message, ...(status && { extensions: { code: "X", status } }) } as { message: string }]);

describe("dashboardFailure", () => {
  it("knows an unknown provider", () => {
    expect(dashboardFailure(graphqlError("There is no provider with that id.", 404))).toEqual({ kind: "not-found" });
  });

  it("passes on the server's words for a refusal", () => {
    expect(dashboardFailure(graphqlError("Please sign in to continue.", 401))).toEqual({
      kind: "refused",
      message: "Please sign in to continue.",
    });
    expect(dashboardFailure(graphqlError("Only provider accounts have a dashboard.", 403))).toEqual({
      kind: "refused",
      message: "Only provider accounts have a dashboard.",
    });
  });

  it("leaves everything else to the generic cards", () => {
    expect(dashboardFailure(graphqlError("Unexpected error."))).toEqual({ kind: "failed", type: "api" });
    expect(dashboardFailure(new HttpError(502, "", "Bad Gateway"))).toEqual({ kind: "failed", type: "api" });
    expect(dashboardFailure(new TypeError("Failed to fetch"))).toEqual({ kind: "failed", type: "network" });
    expect(dashboardFailure(new Error("boom"))).toEqual({ kind: "failed", type: "default" });
  });
});
