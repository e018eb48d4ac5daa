// Contact messages for staff: the list (newest first, waiting or handled), marking one
// handled or reopening one marked handled by mistake, and the purge of handled ones past
// their retention. Messages hold people's words and addresses: staff only, checked here for every door.
import { z } from "zod";
import type { Context } from "../../context.ts";
import type { ContactMessage, Prisma } from "../../generated/prisma/client.ts";
import { CONTACT_MESSAGE_RETENTION_DAYS } from "../../../../shared/contact/contact-message.ts";
import { NotFoundError, parseInput } from "../errors.ts";
import { databaseIdInput } from "../ids.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { assertStaff, isStaff } from "../accounts/access.ts";

export const CONTACT_MESSAGE_STATUSES = ["WAITING", "HANDLED"] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

const UNKNOWN_MESSAGE = "No contact message with that id.";

const listFilter = z.object({ status: z.enum(CONTACT_MESSAGE_STATUSES).nullish() });
const messageIdInput = z.object({ messageId: databaseIdInput(UNKNOWN_MESSAGE) });

/** The newest first; the id breaks ties, so pages neither skip nor repeat a message. */
export const CONTACT_MESSAGE_ORDER = [{ createdAt: "desc" }, { id: "desc" }] as const;

export function canReadContactMessage(ctx: Context): boolean {
  return isStaff(ctx);
}

/** Staff's list, optionally only the waiting or only the handled; `query` is a connection's page. */
export function listContactMessages<Q extends Omit<Prisma.ContactMessageFindManyArgs, "where" | "orderBy">>(
  ctx: Context,
  filter: z.input<typeof listFilter>,
  query: Q,
): Promise<Prisma.ContactMessageGetPayload<Q>[]> {
  assertStaff(ctx);
  const { status } = parseInput(listFilter, filter);
  const where: Prisma.ContactMessageWhereInput =
    status === "WAITING" ? { handledAt: null } : status === "HANDLED" ? { handledAt: { not: null } } : {};
  return ctx.db.contactMessage.findMany({
    ...query,
    where,
    orderBy: [...CONTACT_MESSAGE_ORDER],
  }) as Promise<Prisma.ContactMessageGetPayload<Q>[]>;
}

/**
 * Marks a message handled. Already handled, it is answered as it is (its first handling
 * time kept), so two staff pressing at once, or a retry, do it once.
 */
export async function markContactMessageHandled(
  ctx: Context,
  input: z.input<typeof messageIdInput>,
): Promise<ContactMessage> {
  assertStaff(ctx);
  const { messageId } = parseInput(messageIdInput, input);
  return setHandled(ctx, messageId, true);
}

/**
 * Reopens a message marked handled by mistake: it is waiting again, and the retention purge
 * no longer counts it. Already waiting, it is answered as it is, so a retry or two staff
 * pressing at once do it once.
 */
export async function reopenContactMessage(
  ctx: Context,
  input: z.input<typeof messageIdInput>,
): Promise<ContactMessage> {
  assertStaff(ctx);
  const { messageId } = parseInput(messageIdInput, input);
  return setHandled(ctx, messageId, false);
}

/** One conditional update, so only the call that changes the message records it. */
function setHandled(ctx: Context, messageId: number, handled: boolean): Promise<ContactMessage> {
  return ctx.db.$transaction(async (tx) => {
    const { count } = await tx.contactMessage.updateMany({
      where: { id: messageId, handledAt: handled ? null : { not: null } },
      data: { handledAt: handled ? ctx.clock.now() : null },
    });
    const message = await tx.contactMessage.findUnique({ where: { id: messageId } });
    if (!message) throw new NotFoundError(UNKNOWN_MESSAGE);
    if (count > 0) {
      await recordAudit(tx, ctx, {
        action: handled ? "contactMessage.handle" : "contactMessage.reopen",
        target: { type: "ContactMessage", id: messageId },
        before: { handled: !handled },
        after: { handled },
      });
    }
    return message;
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Messages handled longer ago than the retention period (counted from the handling, so a
 * message answered late is kept as long as any other); waiting ones stay. Returns how many went.
 */
export async function purgeHandledContactMessages(ctx: Context): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - CONTACT_MESSAGE_RETENTION_DAYS * DAY_MS);
  const { count } = await ctx.db.contactMessage.deleteMany({
    where: { handledAt: { lte: cutoff } },
  });
  return count;
}
