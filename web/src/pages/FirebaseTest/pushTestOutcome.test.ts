import { describe, expect, it } from "vitest";
import type { ToastText } from "../../components/Toast/toastStore";
import { sourceIntl } from "../../i18n/sourceIntl";
import { NETWORK_ERROR, TOKEN_REQUIRED, pushTestOutcome } from "./pushTestOutcome";

// The words the reader sees, in the source locale.
const words = (text: ToastText | undefined) =>
  text === undefined ? undefined : typeof text === "string" ? text : sourceIntl.formatMessage(text, text.values);

describe("pushTestOutcome", () => {
  it("a sent test shows the server's message", () => {
    const outcome = pushTestOutcome({ __typename: "PushTestResult", success: true, message: "Sent (FCM message 1)." });
    expect(outcome.sent).toBe(true);
    expect(words(outcome.title)).toBe("Test Notification Sent");
    expect(words(outcome.description)).toBe("Sent (FCM message 1).");
    expect(outcome.variant).toBeUndefined();
  });

  it("success false is 'Test Failed' with the server's message (push not configured)", () => {
    const outcome = pushTestOutcome({
      __typename: "PushTestResult",
      success: false,
      message: "Push notifications are not configured on this server",
    });
    expect(outcome.sent).toBe(false);
    expect(words(outcome.title)).toBe("Test Failed");
    expect(words(outcome.description)).toBe("Push notifications are not configured on this server");
    expect(outcome.variant).toBe("destructive");
  });

  it("without a message from the server, says 'Failed to send test notification'", () => {
    const outcome = pushTestOutcome({ __typename: "PushTestResult", success: false, message: "  " });
    expect(words(outcome.title)).toBe("Test Failed");
    expect(words(outcome.description)).toBe("Failed to send test notification");
  });

  it("an error of the union is 'Test Failed' with its message", () => {
    for (const __typename of ["ValidationError", "ForbiddenError", "RateLimitedError"]) {
      const outcome = pushTestOutcome({ __typename, message: `${__typename} says no` });
      expect(outcome.sent, __typename).toBe(false);
      expect(words(outcome.title), __typename).toBe("Test Failed");
      expect(words(outcome.description), __typename).toBe(`${__typename} says no`);
    }
  });

  it("an answer this client does not know is a failure, never a success", () => {
    const outcome = pushTestOutcome({ __typename: "%other", success: true, message: "" });
    expect(outcome.sent).toBe(false);
    expect(words(outcome.description)).toBe("Failed to send test notification");
  });
});

describe("the page's fixed toasts (spec section 8)", () => {
  it("a blank token and a network error say the spec's words", () => {
    expect(words(TOKEN_REQUIRED.title)).toBe("FCM Token Required");
    expect(words(TOKEN_REQUIRED.description)).toBe("Please enter a valid FCM token from your mobile app");
    expect(words(NETWORK_ERROR.title)).toBe("Error");
    expect(words(NETWORK_ERROR.description)).toBe("Failed to send test notification. Check console for details.");
  });
});
