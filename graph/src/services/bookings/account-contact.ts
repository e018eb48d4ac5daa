import type { Context } from "../../context.ts";

const CONTACT_FIELDS = ["customerName", "customerEmail", "customerPhone"] as const;

const isBlank = (value: unknown) => value == null || (typeof value === "string" && value.trim() === "");

/**
 * A signed-in customer's booking request with the contact details it leaves out taken from
 * the account: spec section 7's slot booking sends only `{ serviceType }`, and the account
 * already knows who is booking. The name and email are the account's; the phone is the one
 * the customer gave on their latest booking, since an account keeps none. What the request
 * does send wins. Anyone else's request is returned as it came, for the schema to refuse.
 */
export async function withAccountContact(ctx: Context, input: unknown): Promise<unknown> {
  const viewer = ctx.viewer;
  if (viewer?.role !== "CUSTOMER" || typeof input !== "object" || input === null || Array.isArray(input)) {
    return input;
  }
  const given = input as Record<string, unknown>;
  if (!CONTACT_FIELDS.some((field) => isBlank(given[field]))) return input;
  const latestPhone = isBlank(given.customerPhone)
    ? await ctx.db.booking.findFirst({
        where: { customerId: viewer.userId, customerPhone: { not: "" }, customerErasedAt: null },
        orderBy: { id: "desc" },
        select: { customerPhone: true },
      })
    : null;
  return {
    ...given,
    customerName: isBlank(given.customerName) ? viewer.name : given.customerName,
    customerEmail: isBlank(given.customerEmail) ? viewer.email : given.customerEmail,
    customerPhone: isBlank(given.customerPhone) ? latestPhone?.customerPhone : given.customerPhone,
  };
}
