import { builder } from "../../builder.ts";
import type { ContactMessage } from "../../generated/prisma/client.ts";
import { ContactTopic } from "../../generated/prisma/enums.ts";
import { ONCE_PER_REQUEST } from "../../http/graphql-guards.ts";
import { CONTACT_LIMITS, CONTACT_TOPICS } from "../../../../shared/contact/contact-message.ts";
import { sendContactMessage } from "../../services/contact/send-contact-message.ts";
import {
  CONTACT_MESSAGE_STATUSES,
  canReadContactMessage,
  listContactMessages,
  markContactMessageHandled,
  reopenContactMessage,
} from "../../services/contact/staff-contact-messages.ts";
import {
  IdempotencyKeyReusedError,
  NotFoundError,
  RateLimitedError,
  SecondFactorRequiredError,
  ValidationError,
} from "../../services/errors.ts";
import { assertIdCursors } from "../cursors.ts";
import { databaseIdOf } from "../ids.ts";
import { readableBy } from "../node.ts";

const ContactTopicEnum = builder.enumType(ContactTopic, {
  name: "ContactTopic",
  description: "What a contact message is about.",
});

const ContactMessageStatusEnum = builder.enumType("ContactMessageStatus", {
  description: "WAITING: no one has marked it handled yet; HANDLED: staff marked it handled.",
  values: CONTACT_MESSAGE_STATUSES,
});

export const ContactMessageNode = builder.prismaNode("ContactMessage", {
  id: { field: "id" },
  nullable: true,
  description: "A message sent from the Contact page (staff only: it holds the sender's words and address).",
  ...readableBy<ContactMessage>((_message, ctx) => canReadContactMessage(ctx)),
  fields: (t) => ({
    databaseId: t.exposeInt("id"),
    reference: t.exposeString("reference", { description: 'What the sender was given, e.g. "CM-7K2Q9XPD".' }),
    name: t.exposeString("name"),
    email: t.exposeString("email", { description: "Lower-cased." }),
    topic: t.field({ type: ContactTopicEnum, resolve: (message) => message.topic }),
    message: t.exposeString("message"),
    fromAccount: t.boolean({
      description: "Whether it was sent by a signed-in account (the account may since have been deleted).",
      resolve: (message) => message.senderId !== null,
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    handledAt: t.expose("handledAt", { type: "DateTime", nullable: true }),
    status: t.field({
      type: ContactMessageStatusEnum,
      resolve: (message) => (message.handledAt === null ? "WAITING" : "HANDLED"),
    }),
  }),
});

builder.queryField("contactMessages", (t) =>
  t.prismaConnection(
    {
      type: "ContactMessage",
      cursor: "id",
      description:
        "Messages from the Contact page, newest first; all, or only the waiting or the handled (staff only).",
      authScopes: { admin: true },
      args: { status: t.arg({ type: ContactMessageStatusEnum }) },
      resolve: (query, _root, { status, after, before }, ctx) => {
        assertIdCursors(after, before);
        return listContactMessages(ctx, { status }, query);
      },
    },
    { name: "ContactMessageConnection" },
    { name: "ContactMessageEdge" },
  ),
);

const SendContactMessageInput = builder.inputType("SendContactMessageInput", {
  description: "The Contact page's form; checked by shared/contact/contact-message.ts.",
  fields: (t) => ({
    name: t.string({ required: true, description: `1 to ${CONTACT_LIMITS.name} characters.` }),
    email: t.string({ required: true, description: "Where staff reply." }),
    // Text rather than the enum, so a wrong value gets the form's words under its field.
    topic: t.string({ required: true, description: `One of ${CONTACT_TOPICS.join(", ")}.` }),
    message: t.string({
      required: true,
      description: `${CONTACT_LIMITS.messageMin} to ${CONTACT_LIMITS.message} characters.`,
    }),
    idempotencyKey: t.string({
      description:
        "Optional, one per message the client means to send: sent again with the same input, it returns the first " +
        "message's reference instead of sending another; with different input, an IdempotencyKeyReusedError.",
    }),
  }),
});

const SendContactMessagePayload = builder.objectRef<ContactMessage>("SendContactMessagePayload").implement({
  description: "The sender's receipt: the message itself is staff's to read.",
  fields: (t) => ({
    reference: t.exposeString("reference", { description: "Quote it in any follow-up." }),
    receivedAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.mutationField("sendContactMessage", (t) =>
  t.field({
    type: SendContactMessagePayload,
    description:
      "Send a message to staff from the Contact page. Anyone may; limited per email address and per network address.",
    authScopes: { public: true },
    // Each one tells every staff account.
    extensions: ONCE_PER_REQUEST,
    args: { input: t.arg({ type: SendContactMessageInput, required: true }) },
    errors: {
      types: [ValidationError, RateLimitedError, IdempotencyKeyReusedError],
      union: { name: "SendContactMessageResult" },
    },
    resolve: (_root, { input: { idempotencyKey, ...input } }, ctx) =>
      sendContactMessage(ctx, input, { clientAddress: ctx.http.clientAddress }, { idempotencyKey }),
  }),
);

const MarkContactMessageHandledPayload = builder
  .objectRef<ContactMessage>("MarkContactMessageHandledPayload")
  .implement({
    fields: (t) => ({
      contactMessage: t.field({ type: ContactMessageNode, resolve: (message) => message }),
    }),
  });

builder.mutationField("markContactMessageHandled", (t) =>
  t.field({
    type: MarkContactMessageHandledPayload,
    description: "Mark a contact message handled; already handled, nothing changes (staff only).",
    authScopes: { admin: true },
    args: {
      input: t.arg({
        type: builder.inputType("MarkContactMessageHandledInput", {
          fields: (f) => ({ messageId: f.id({ required: true, description: "Its global id or databaseId." }) }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [ValidationError, NotFoundError, SecondFactorRequiredError],
      union: { name: "MarkContactMessageHandledResult" },
    },
    resolve: (_root, { input }, ctx) =>
      markContactMessageHandled(ctx, { messageId: databaseIdOf("ContactMessage", input.messageId) }),
  }),
);

const ReopenContactMessagePayload = builder.objectRef<ContactMessage>("ReopenContactMessagePayload").implement({
  fields: (t) => ({
    contactMessage: t.field({ type: ContactMessageNode, resolve: (message) => message }),
  }),
});

builder.mutationField("reopenContactMessage", (t) =>
  t.field({
    type: ReopenContactMessagePayload,
    description:
      "Reopen a contact message marked handled by mistake: it is waiting again; already waiting, nothing changes " +
      "(staff only).",
    authScopes: { admin: true },
    args: {
      input: t.arg({
        type: builder.inputType("ReopenContactMessageInput", {
          fields: (f) => ({ messageId: f.id({ required: true, description: "Its global id or databaseId." }) }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [ValidationError, NotFoundError, SecondFactorRequiredError],
      union: { name: "ReopenContactMessageResult" },
    },
    resolve: (_root, { input }, ctx) =>
      reopenContactMessage(ctx, { messageId: databaseIdOf("ContactMessage", input.messageId) }),
  }),
);
