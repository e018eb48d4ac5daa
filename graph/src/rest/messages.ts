import { Hono } from "hono";
import {
  accountSeat,
  type Conversation,
  markMessagesRead,
  postMessage,
  readConversation,
} from "../services/bookings/conversation.ts";
import type { RestEnv } from "./env.ts";
import { objectBody } from "./paging.ts";

/**
 * A booking's conversation, for its customer's account and its provider's accounts (GraphQL
 * `bookingConversation`, `postBookingMessage`, `markBookingMessagesRead`; a guest writes
 * through GraphQL on their signed link).
 *
 * GET /api/bookings/{id}/messages?before=&limit=: a page of messages (the newest by default),
 *   oldest first, with `hasOlder` and both sides' read markers.
 * POST /api/bookings/{id}/messages `{ body }`: 201 with the conversation's newest page. An
 *   optional `Idempotency-Key` header makes a retry post it once.
 * POST /api/bookings/{id}/messages/read `{ upTo }`: moves the caller's read marker forward.
 */
export const messageRoutes = new Hono<RestEnv>()
  .get("/bookings/:id/messages", async (c) => {
    const ctx = c.var.ctx;
    const seat = await accountSeat(ctx, c.req.param("id"));
    return c.json(conversationJson(await readConversation(ctx, seat, c.req.query())));
  })
  .post("/bookings/:id/messages", async (c) => {
    const ctx = c.var.ctx;
    const seat = await accountSeat(ctx, c.req.param("id"));
    const body = await objectBody(c);
    await postMessage(ctx, seat, body, { idempotencyKey: c.req.header("idempotency-key") ?? null });
    return c.json(conversationJson(await readConversation(ctx, seat)), 201);
  })
  .post("/bookings/:id/messages/read", async (c) => {
    const ctx = c.var.ctx;
    const seat = await accountSeat(ctx, c.req.param("id"));
    const body = await objectBody(c);
    return c.json(conversationJson(await markMessagesRead(ctx, seat, body.upTo)));
  });

export function conversationJson(conversation: Conversation) {
  return {
    bookingId: conversation.bookingId,
    you: conversation.viewerSide.toLowerCase(),
    messages: conversation.messages.map((message) => ({
      id: message.id,
      from: message.side.toLowerCase(),
      authorName: message.authorName,
      body: message.body,
      erased: message.erased,
      createdAt: message.createdAt.toISOString(),
    })),
    hasOlder: conversation.hasOlder,
    readUpTo: { customer: conversation.customerReadUpTo, provider: conversation.providerReadUpTo },
  };
}
