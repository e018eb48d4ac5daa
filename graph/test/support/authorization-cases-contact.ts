// The authorization matrix's rows for contact messages: anyone may send one from the Contact
// page (a partner token may not write); only staff list them, read one, mark one handled or
// reopen one.
// Limits, idempotency and what reaches the outbox are graph/test/api/contact-messages.test.ts's.
import { encodeGlobalID } from "@pothos/plugin-relay";
import {
  EVERYONE_BUT_PARTNERS,
  graphql,
  type MatrixCase,
  PAYLOAD,
  readNode,
  STAFF,
  type Target,
} from "./authorization-calls.ts";
import type { World } from "./authorization-world.ts";

const contactEmail = (n: Target) => `contact-${n}@matrix.test`;

/** A waiting message of its own for each call that reads or changes one. */
async function waitingMessage(world: World): Promise<Target> {
  const n = world.next();
  const message = await world.prisma.contactMessage.create({
    data: {
      reference: `CM-MATRIX${n}`,
      name: "Casey Matrix",
      email: contactEmail(n),
      topic: "OTHER",
      message: "A question for the matrix.",
      createdAt: new Date("2026-11-20T15:00:00Z"),
    },
  });
  return message.id;
}

/** A handled message of its own for each call that reopens one. */
async function handledMessage(world: World): Promise<Target> {
  const id = await waitingMessage(world);
  await world.prisma.contactMessage.update({
    where: { id },
    data: { handledAt: new Date("2026-11-21T09:00:00Z") },
  });
  return id;
}

const nodeRead = (field: "node" | "nodes"): MatrixCase => ({
  operation: `Query.${field}`,
  label: "a contact message",
  access: "public",
  note: "public field; a contact message is answered to staff only (null to its sender too)",
  nodeRead: true,
  allow: STAFF,
  prepare: waitingMessage,
  call: (world, caller, id) => readNode(world, caller, field, encodeGlobalID("ContactMessage", id!)),
});

export const CONTACT_CASES: MatrixCase[] = [
  {
    operation: "Mutation.sendContactMessage",
    access: "door",
    note: "public door: anyone sends staff a message from the Contact page; a partner token may not",
    allow: EVERYONE_BUT_PARTNERS,
    prepare: async (world) => world.next(),
    call: (world, caller, n) =>
      graphql(
        world,
        caller.headers,
        "sendContactMessage",
        `mutation($input: SendContactMessageInput!) { sendContactMessage(input: $input) {
          ${PAYLOAD("SendContactMessagePayload", "reference")} } }`,
        {
          input: {
            name: "Casey Matrix",
            email: contactEmail(n),
            topic: "OTHER",
            message: "A question for the matrix.",
          },
        },
      ),
    afterAllowed: async (world, n) => {
      const message = await world.prisma.contactMessage.findFirstOrThrow({ where: { email: contactEmail(n) } });
      const told = await world.prisma.notification.count({ where: { contactMessageId: message.id } });
      const staff = await world.prisma.user.count({ where: { role: "ADMIN" } });
      if (told !== staff) throw new Error(`${told} notifications for ${staff} staff accounts`);
    },
  },
  {
    operation: "Query.contactMessages",
    access: "restricted",
    note: "staff only: the messages hold people's words and addresses",
    allow: STAFF,
    call: (world, caller) =>
      graphql(
        world,
        caller.headers,
        "contactMessages",
        `
          {
            contactMessages(first: 5) {
              edges {
                node {
                  reference
                  email
                }
              }
            }
          }
        `,
      ),
  },
  {
    operation: "Mutation.markContactMessageHandled",
    access: "restricted",
    note: "staff only",
    allow: STAFF,
    prepare: waitingMessage,
    call: (world, caller, id) =>
      graphql(
        world,
        caller.headers,
        "markContactMessageHandled",
        `mutation($input: MarkContactMessageHandledInput!) { markContactMessageHandled(input: $input) {
          ${PAYLOAD("MarkContactMessageHandledPayload", "contactMessage { status }")} } }`,
        { input: { messageId: encodeGlobalID("ContactMessage", id!) } },
      ),
    afterAllowed: async (world, id) => {
      const message = await world.prisma.contactMessage.findUniqueOrThrow({ where: { id } });
      if (message.handledAt === null) throw new Error(`contact message ${id} was not marked handled`);
    },
  },
  {
    operation: "Mutation.reopenContactMessage",
    access: "restricted",
    note: "staff only",
    allow: STAFF,
    prepare: handledMessage,
    call: (world, caller, id) =>
      graphql(
        world,
        caller.headers,
        "reopenContactMessage",
        `mutation($input: ReopenContactMessageInput!) { reopenContactMessage(input: $input) {
          ${PAYLOAD("ReopenContactMessagePayload", "contactMessage { status }")} } }`,
        { input: { messageId: encodeGlobalID("ContactMessage", id!) } },
      ),
    afterAllowed: async (world, id) => {
      const message = await world.prisma.contactMessage.findUniqueOrThrow({ where: { id } });
      if (message.handledAt !== null) throw new Error(`contact message ${id} was not reopened`);
    },
  },
  nodeRead("node"),
  nodeRead("nodes"),
];
