// The in-app bell: the signed-in account's notifications, newest first, from the outbox's
// own rows, so it works whether or not push or email are set up.
import { z } from "zod";
import type { Context } from "../../context.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { parseInput } from "../errors.ts";
import { databaseIdInput } from "../ids.ts";
import { signedInForNotifications } from "./access.ts";

/** The bell's query: the viewer's own rows, newest first. */
export function inboxQuery(ctx: Context, userId: number) {
  return {
    where: { recipientId: userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  } satisfies Prisma.NotificationFindManyArgs & { where: Prisma.NotificationWhereInput };
}

/** Unread, counted up to a cap: the badge shows "99+" beyond it, and the count stays cheap. */
export const UNREAD_COUNT_CAP = 100;

export async function unreadNotificationCount(ctx: Context, userId: number): Promise<number> {
  const rows = await ctx.db.notification.findMany({
    where: { recipientId: userId, readAt: null },
    select: { id: true },
    take: UNREAD_COUNT_CAP,
  });
  return rows.length;
}

export const markReadInput = z.object({
  /** These notifications; absent: all of the viewer's. */
  notificationIds: z.array(databaseIdInput("Unknown notification")).max(100).nullish(),
});

/**
 * Marks the viewer's notifications read (the given ones, or all). Ids of other accounts'
 * notifications change nothing. Returns how many changed.
 */
export async function markNotificationsRead(ctx: Context, input: z.input<typeof markReadInput>): Promise<number> {
  const viewer = signedInForNotifications(ctx);
  const { notificationIds } = parseInput(markReadInput, input);
  const { count } = await ctx.db.notification.updateMany({
    where: {
      recipientId: viewer.userId,
      readAt: null,
      ...(notificationIds ? { id: { in: notificationIds } } : {}),
    },
    data: { readAt: ctx.clock.now() },
  });
  return count;
}
