import { describe, expect, it } from "vitest";
import type { MessageId } from "../../i18n/messages";
import { sourceIntl } from "../../i18n/sourceIntl";
import { GraphQLResponseError, HttpError } from "../../relay/fetchGraphQL";
import { errorContent, errorTypeFor, loadingMessage } from "./stateCardContent";

describe("errorContent", () => {
  const words = (id: MessageId) => sourceIntl.formatMessage({ id });

  it("uses the spec's titles", () => {
    expect(Object.fromEntries(Object.entries(errorContent).map(([type, c]) => [type, words(c.titleId)]))).toEqual({
      network: "Connection Lost",
      "no-results": "No Service Providers Found",
      location: "Location Not Found",
      booking: "Booking Failed",
      api: "Service Temporarily Unavailable",
      quiz: "Quiz Submission Failed",
      default: "Something Went Wrong",
    });
  });

  it("gives every card a message and suggestions", () => {
    for (const content of Object.values(errorContent)) {
      expect(words(content.messageId)).not.toBe("");
      expect(content.suggestionIds.length).toBeGreaterThan(0);
      for (const suggestion of content.suggestionIds) expect(words(suggestion)).not.toBe("");
    }
  });

  it("has a message for each loading variant", () => {
    expect(Object.keys(loadingMessage).sort()).toEqual(["booking", "general", "quiz", "search"]);
    expect(words(loadingMessage.general)).toBe("Loading...");
  });
});

describe("errorTypeFor", () => {
  it("maps a failed fetch to network", () => {
    expect(errorTypeFor(new TypeError("Failed to fetch"))).toBe("network");
    expect(errorTypeFor(new TypeError("NetworkError when attempting to fetch resource."))).toBe("network");
  });

  it("maps server failures to api", () => {
    expect(errorTypeFor(new HttpError(502, "", "Bad Gateway"))).toBe("api");
    expect(errorTypeFor(new GraphQLResponseError([{ message: "Unexpected error." }]))).toBe("api");
  });

  it("maps anything else to default", () => {
    expect(errorTypeFor(new HttpError(404, "", "Not Found"))).toBe("default");
    expect(errorTypeFor(new Error("boom"))).toBe("default");
    expect(errorTypeFor("weird")).toBe("default");
  });
});
