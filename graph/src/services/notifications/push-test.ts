// The push test page's send (spec sections 2, 5 and 7): staff send one message to a token
// from a mobile app, to check the server's FCM setup end to end.
import type { Context } from "../../context.ts";
import { consumeRateLimit, type RateLimit } from "../rate-limit.ts";
import { assertStaff } from "../accounts/access.ts";
import { tokenInput } from "./push-tokens.ts";
import { parseInput } from "../errors.ts";

export const PUSH_TEST_RATE_LIMIT: RateLimit = {
  requests: 10,
  windowSeconds: 60 * 60,
  description: "10 test notifications per hour",
};

export interface PushTestResult {
  success: boolean;
  message: string;
}

/**
 * Sends the test message. Not configured, a dead token, or FCM refusing: `success: false`
 * with FCM's words (the page shows them under 'Test Failed'); nothing is ever claimed sent
 * that FCM did not accept.
 */
export async function sendTestNotification(ctx: Context, input: unknown): Promise<PushTestResult> {
  assertStaff(ctx);
  const { token } = parseInput(tokenInput, input);
  await consumeRateLimit(
    ctx.db,
    ctx.clock.now(),
    `push-test:user:${ctx.viewer?.userId ?? "system"}`,
    PUSH_TEST_RATE_LIMIT,
  );
  const outcome = await ctx.push.send({
    token,
    title: "Test notification",
    body: "Push notifications from the Local Services Marketplace reach this device.",
    link: "/firebase-test",
  });
  switch (outcome.kind) {
    case "sent":
      return { success: true, message: `Test notification sent (FCM message ${outcome.messageId}).` };
    case "invalid-token":
      return { success: false, message: `FCM does not accept this token (${outcome.code}): ${outcome.message}` };
    case "not-configured":
      return { success: false, message: outcome.message };
    default:
      return { success: false, message: `FCM refused the message (${outcome.code}): ${outcome.message}` };
  }
}
