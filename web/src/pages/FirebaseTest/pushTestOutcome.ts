import type { ToastInput } from "../../components/Toast/toastStore";
import { typedText } from "../../components/NoteDialog/decisionOutcome";

// Spec sections 5 and 8 for the push test page: what a send comes to, as the toast and the
// page's "Last result" line say it.

export const TOKEN_REQUIRED = {
  title: { id: "firebaseTest.toast.tokenRequired.title" },
  description: { id: "firebaseTest.toast.tokenRequired.description" },
  variant: "destructive",
} as const satisfies ToastInput;

export const NETWORK_ERROR = {
  title: { id: "firebaseTest.toast.error.title" },
  description: { id: "firebaseTest.toast.error.description" },
  variant: "destructive",
} as const satisfies ToastInput;

/** The mutation's answer: PushTestResult, or one of the Error types of its union. */
export interface PushTestAnswer {
  readonly __typename: string;
  readonly success?: boolean;
  readonly message?: string;
}

export interface PushTestOutcome extends ToastInput {
  sent: boolean;
}

/**
 * Sent: the server's message under 'Test Notification Sent'. Anything else (success false,
 * as when push is not configured; a refused token; too many tests; not staff): 'Test
 * Failed' with the server's message, or 'Failed to send test notification' when it gave none.
 */
export function pushTestOutcome(answer: PushTestAnswer): PushTestOutcome {
  const message = typedText(answer.message ?? "");
  if (answer.__typename === "PushTestResult" && answer.success === true) {
    return {
      sent: true,
      title: { id: "firebaseTest.toast.sent.title" },
      ...(message !== null && { description: message }),
    };
  }
  return {
    sent: false,
    title: { id: "firebaseTest.toast.failed.title" },
    description: message ?? { id: "firebaseTest.toast.failed.description" },
    variant: "destructive",
  };
}
