// A booking's conversation in GraphQL (services/bookings/conversation.ts): for the booking's
// customer and provider accounts by booking id, and for a guest on their signed link's
// GuestBooking; posting a message and moving a read marker answer the conversation as it
// then stands.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../../builder.ts";
import {
  accountSeat,
  type Conversation,
  type ConversationMessage,
  guestSeat,
  markMessagesRead,
  postMessage,
  readConversation,
} from "../../services/bookings/conversation.ts";
import { guestOrigin, verifyGuestLink } from "../../services/bookings/guest-booking.ts";
import {
  ForbiddenError,
  IdempotencyKeyReusedError,
  NotFoundError,
  RateLimitedError,
  ValidationError,
} from "../../services/errors.ts";
import { databaseIdOf } from "../ids.ts";
import { BookingPartyEnum } from "./cancellation.ts";
import { GuestBookingRef } from "./guest-booking.ts";

const BookingMessageRef = builder.objectRef<ConversationMessage>("BookingMessage").implement({
  description: "A message in a booking's conversation. Nobody edits one; a deleted customer's are erased.",
  fields: (t) => ({
    databaseId: t.exposeInt("id"),
    side: t.field({ type: BookingPartyEnum, description: "CUSTOMER or PROVIDER.", resolve: (m) => m.side }),
    authorName: t.exposeString("authorName", { description: "The business's name, or the customer's." }),
    body: t.exposeString("body", { description: "Empty once erased." }),
    erased: t.exposeBoolean("erased"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

export const BookingConversationRef = builder.objectRef<Conversation>("BookingConversation").implement({
  description: "A page of a booking's messages, oldest first, and how far each side has read.",
  fields: (t) => ({
    // One record per booking and side in a client's store: a posted message's answer updates
    // the conversation already on screen.
    id: t.id({ resolve: (c) => encodeGlobalID("BookingConversation", `${c.bookingId}-${c.viewerSide}`) }),
    bookingId: t.exposeInt("bookingId"),
    viewerSide: t.field({ type: BookingPartyEnum, resolve: (c) => c.viewerSide }),
    messages: t.field({ type: [BookingMessageRef], resolve: (c) => c.messages }),
    hasOlder: t.exposeBoolean("hasOlder", { description: "Older messages exist: ask again with before." }),
    customerReadUpTo: t.exposeInt("customerReadUpTo", { description: "The last message id the customer read." }),
    providerReadUpTo: t.exposeInt("providerReadUpTo", { description: "The last message id the provider read." }),
  }),
});

const BEFORE = "Messages older than this id; the newest page without it.";
const LIMIT = "1 to 100; 50 by default.";

const readErrors = [ValidationError, ForbiddenError, NotFoundError];

builder.queryFields((t) => ({
  bookingConversation: t.field({
    type: BookingConversationRef,
    description: "A booking's messages: its customer's account and its provider's accounts.",
    authScopes: { signedIn: true },
    args: {
      bookingId: t.arg.id({ required: true }),
      before: t.arg.int({ description: BEFORE }),
      limit: t.arg.int({ description: LIMIT }),
    },
    errors: { types: readErrors, union: { name: "BookingConversationResult" } },
    resolve: async (_root, { bookingId, before, limit }, ctx) =>
      readConversation(ctx, await accountSeat(ctx, databaseIdOf("Booking", bookingId)), { before, limit }),
  }),
}));

builder.objectFields(GuestBookingRef, (t) => ({
  conversation: t.field({
    type: BookingConversationRef,
    description: "The booking's messages, for the holder of its link (the customer's side).",
    args: { before: t.arg.int({ description: BEFORE }), limit: t.arg.int({ description: LIMIT }) },
    resolve: (view, { before, limit }, ctx) => readConversation(ctx, guestSeat(view), { before, limit }),
  }),
}));

const PostMessageInput = builder.inputType("PostBookingMessageInput", {
  fields: (t) => ({
    bookingId: t.id({ required: true, description: "The booking's global id or databaseId." }),
    body: t.string({ required: true, description: "1 to 2,000 characters." }),
    idempotencyKey: t.string({ description: "A retry with the same key and message posts it once." }),
  }),
});
const PostGuestMessageInput = builder.inputType("PostGuestBookingMessageInput", {
  fields: (t) => ({
    token: t.string({ required: true, description: "The booking's signed link token." }),
    body: t.string({ required: true, description: "1 to 2,000 characters." }),
    idempotencyKey: t.string(),
  }),
});
const MarkReadInput = builder.inputType("MarkBookingMessagesReadInput", {
  fields: (t) => ({
    bookingId: t.id({ required: true }),
    upTo: t.int({ required: true, description: "The last message id read." }),
  }),
});
const MarkGuestReadInput = builder.inputType("MarkGuestBookingMessagesReadInput", {
  fields: (t) => ({
    token: t.string({ required: true }),
    upTo: t.int({ required: true }),
  }),
});

const ConversationPayload = builder.objectRef<{ conversation: Conversation }>("BookingConversationPayload").implement({
  fields: (t) => ({
    conversation: t.field({ type: BookingConversationRef, resolve: (p) => p.conversation }),
  }),
});

const postErrors = [ValidationError, ForbiddenError, NotFoundError, RateLimitedError, IdempotencyKeyReusedError];

builder.mutationFields((t) => ({
  postBookingMessage: t.field({
    type: ConversationPayload,
    description: "Write in a booking's conversation (its customer's or provider's accounts); answers its newest page.",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: PostMessageInput, required: true }) },
    errors: { types: postErrors, union: { name: "PostBookingMessageResult" } },
    resolve: async (_root, { input }, ctx) => {
      const seat = await accountSeat(ctx, databaseIdOf("Booking", input.bookingId));
      await postMessage(ctx, seat, { body: input.body }, { idempotencyKey: input.idempotencyKey });
      return { conversation: await readConversation(ctx, seat) };
    },
  }),
  postGuestBookingMessage: t.field({
    type: ConversationPayload,
    description: "Write in a guest booking's conversation, through its signed link.",
    authScopes: { public: true },
    args: { input: t.arg({ type: PostGuestMessageInput, required: true }) },
    errors: { types: postErrors, union: { name: "PostGuestBookingMessageResult" } },
    resolve: async (_root, { input }, ctx) => {
      const seat = guestSeat(await verifyGuestLink(ctx, input.token, guestOrigin(ctx)));
      await postMessage(ctx, seat, { body: input.body }, { idempotencyKey: input.idempotencyKey });
      return { conversation: await readConversation(ctx, seat) };
    },
  }),
  markBookingMessagesRead: t.field({
    type: ConversationPayload,
    description: "Move the viewer's side's read marker forward to upTo.",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: MarkReadInput, required: true }) },
    errors: { types: readErrors, union: { name: "MarkBookingMessagesReadResult" } },
    resolve: async (_root, { input }, ctx) => {
      const seat = await accountSeat(ctx, databaseIdOf("Booking", input.bookingId));
      return { conversation: await markMessagesRead(ctx, seat, input.upTo) };
    },
  }),
  markGuestBookingMessagesRead: t.field({
    type: ConversationPayload,
    description: "Move a guest's read marker forward, through the booking's signed link.",
    authScopes: { public: true },
    args: { input: t.arg({ type: MarkGuestReadInput, required: true }) },
    errors: { types: [...readErrors, RateLimitedError], union: { name: "MarkGuestBookingMessagesReadResult" } },
    resolve: async (_root, { input }, ctx) => {
      const seat = guestSeat(await verifyGuestLink(ctx, input.token, guestOrigin(ctx)));
      return { conversation: await markMessagesRead(ctx, seat, input.upTo) };
    },
  }),
}));
