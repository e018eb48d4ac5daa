// Who may see an account: its owner and staff, never other visitors.
import type { Context } from "../../context.ts";
import type { User } from "../../generated/prisma/client.ts";

export function canReadUser(ctx: Context, user: Pick<User, "id">): boolean {
  if (ctx.actor === "system") return true;
  return ctx.viewer?.userId === user.id || ctx.viewer?.role === "ADMIN";
}
