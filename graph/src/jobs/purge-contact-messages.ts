import type { Context } from "../context.ts";
import { purgeHandledContactMessages } from "../services/contact/staff-contact-messages.ts";

/** Contact messages staff handled longer ago than their retention (shared/contact/contact-message.ts). */
export async function purgeContactMessages(ctx: Context): Promise<{ contactMessages: number }> {
  return { contactMessages: await purgeHandledContactMessages(ctx) };
}
