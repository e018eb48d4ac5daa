// A booking's conversation, as the page's form and the server check it: one schema for both.
import { z } from "zod";

export const MESSAGE_MAX_LENGTH = 2000;
/** Messages per page, and the most a page may ask for. */
export const MESSAGES_PAGE_SIZE = 50;
export const MESSAGES_PAGE_MAX = 100;
/** A side is told of unread messages at most this often. */
export const MESSAGE_NOTICE_MINUTES = 15;

export const EMPTY_MESSAGE = "Write a message first.";
export const LONG_MESSAGE = `Messages can be at most ${MESSAGE_MAX_LENGTH.toLocaleString("en-CA")} characters.`;

export const messageFields = z.object({
  body: z.string(EMPTY_MESSAGE).trim().min(1, EMPTY_MESSAGE).max(MESSAGE_MAX_LENGTH, LONG_MESSAGE),
});
export type MessageFields = z.infer<typeof messageFields>;
