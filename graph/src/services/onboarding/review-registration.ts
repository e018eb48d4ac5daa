import { z } from "zod";
import type { Context } from "../../context.ts";
import type { BusinessRegistration, Prisma, Provider } from "../../generated/prisma/client.ts";
import { formatNanp } from "../../../../shared/canada/phone.ts";
import { storableText } from "../../../../shared/validation/text.ts";
import { ConflictError, NotFoundError, parseInput, ValidationError } from "../errors.ts";
import { databaseIdInput } from "../ids.ts";
import type { Db } from "../idempotency/idempotency.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { assertRecentSecondFactor, assertStaff } from "../accounts/access.ts";
import { isEmailVerified, REGISTRANT_UNVERIFIED_MESSAGE } from "../accounts/email-verification.ts";
import { notifyRegistrationDecided } from "../notifications/registration-notices.ts";

export const REJECTION_REASON_MESSAGE = "Please enter a reason for rejecting this registration";

export class RegistrationNotFoundError extends NotFoundError {
  constructor() {
    super("There is no registration with that id.");
    this.name = "RegistrationNotFoundError";
  }
}

export const reviewRegistrationInput = z.object({
  id: databaseIdInput("There is no registration with that id."),
  // REST sends the spec's lower-case words; GraphQL its enum.
  status: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toUpperCase() : value),
    z.enum(["APPROVED", "REJECTED"], 'status must be "approved" or "rejected"'),
  ),
  notes: storableText(2000).nullish(),
});

export type ReviewRegistrationInput = z.input<typeof reviewRegistrationInput>;

export interface ReviewedRegistration {
  registration: BusinessRegistration;
  /** The provider an approval created (PENDING until approved on /admin/approvals). */
  provider: Provider | null;
}

/**
 * Staff approve or reject a pending registration (spec sections 4 and 5). Approval creates
 * the provider (PENDING, in the registration's city, with its services and tax numbers) and
 * makes the registrant's customer account the provider's PROVIDER account, in one transaction.
 * Approval waits until the registrant's account has confirmed its email address.
 * Only a pending registration can be decided: the decision is one conditional update, so
 * when two staff decide at once one wins and the other gets a ConflictError.
 */
export async function reviewRegistration(ctx: Context, input: ReviewRegistrationInput): Promise<ReviewedRegistration> {
  assertStaff(ctx);
  assertRecentSecondFactor(ctx);
  const { id, status, notes } = parseInput(reviewRegistrationInput, input);
  const reviewNotes = notes || null;
  if (status === "REJECTED" && !reviewNotes) {
    throw new ValidationError(REJECTION_REASON_MESSAGE, [{ path: ["notes"], message: REJECTION_REASON_MESSAGE }]);
  }
  const reviewedById = ctx.viewer?.userId ?? null;
  return ctx.db.$transaction(async (tx) => {
    const decided = await tx.businessRegistration.updateMany({
      where: { id, status: "PENDING" },
      data: { status, reviewNotes, reviewedAt: ctx.clock.now(), reviewedById },
    });
    if (decided.count === 0) throw await notPendingError(tx, id);
    await notifyRegistrationDecided(tx, ctx.clock.now(), id);
    const registration = await tx.businessRegistration.findUniqueOrThrow({ where: { id } });
    if (status === "REJECTED") {
      await recordAudit(tx, ctx, {
        action: "registration.reject",
        target: { type: "BusinessRegistration", id },
        before: { status: "PENDING" },
        after: { status, reason: reviewNotes },
      });
      return { registration, provider: null };
    }
    // Approval makes the registrant's account act for a business: its address must be proved
    // first (docs/decisions/unverified-accounts.md). The throw undoes the decision above.
    if (registration.userId !== null && !(await isEmailVerified(tx, registration.userId))) {
      throw new ConflictError(REGISTRANT_UNVERIFIED_MESSAGE);
    }
    const provider = await createPendingProvider(tx, registration, ctx.clock.now());
    // The tax numbers it was registered with are its tax profile: audited as every profile change is.
    if (hasTaxProfile(registration)) {
      await recordAudit(tx, ctx, {
        action: "provider.taxProfile",
        target: { type: "Provider", id: provider.id },
        before: { gstHstNumber: null, qstNumber: null, pstNumber: null },
        after: {
          gstHstNumber: registration.gstHstNumber,
          qstNumber: registration.qstNumber,
          pstNumber: registration.pstNumber,
        },
      });
    }
    await recordAudit(tx, ctx, {
      action: "registration.approve",
      target: { type: "BusinessRegistration", id },
      before: { status: "PENDING" },
      after: { status, notes: reviewNotes, providerId: provider.id },
    });
    return {
      registration: await tx.businessRegistration.update({ where: { id }, data: { providerId: provider.id } }),
      provider,
    };
  });
}

async function notPendingError(db: Db, id: number): Promise<Error> {
  const current = await db.businessRegistration.findUnique({ where: { id }, select: { status: true } });
  if (!current) return new RegistrationNotFoundError();
  return new ConflictError(`This registration has already been ${current.status.toLowerCase()}.`);
}

const hasTaxProfile = (registration: BusinessRegistration) =>
  registration.gstHstNumber !== null || registration.qstNumber !== null || registration.pstNumber !== null;

/**
 * The provider a registration becomes: unpublished until staff approve it. Its tax profile is
 * the registration's numbers, saved `now` when there are any (none: a small supplier, unset).
 */
async function createPendingProvider(db: Db, registration: BusinessRegistration, now: Date): Promise<Provider> {
  const city = await db.city.findFirstOrThrow({
    where: registration.cityId
      ? { id: registration.cityId }
      : { name: { equals: registration.city, mode: "insensitive" }, province: registration.province },
  });
  const category = await db.category.findUniqueOrThrow({ where: { slug: registration.businessType } });
  const provider = await db.provider.create({
    data: {
      name: registration.businessName,
      description: registration.description,
      address: `${registration.address}, ${city.name}, ${city.provinceCode} ${registration.postalCode}`,
      serviceArea: `${city.name}, ${city.province}`,
      phone: formatNanp(registration.phone),
      email: registration.email,
      startingPrice: category.minPriceCents,
      specialties: registration.services,
      availability: [],
      latitude: city.latitude,
      longitude: city.longitude,
      isMobileService: registration.isMobile,
      gstHstNumber: registration.gstHstNumber,
      qstNumber: registration.qstNumber,
      pstNumber: registration.pstNumber,
      taxProfileUpdatedAt: hasTaxProfile(registration) ? now : null,
      status: "PENDING",
      cityId: city.id,
      businessTypeId: category.id,
      categories: { create: [{ categoryId: category.id, priceCents: category.minPriceCents }] },
    },
  });
  // The registrant's account acts for the provider from now on. Only a customer account
  // is promoted: staff never lose their role to a registration.
  if (registration.userId !== null) {
    await db.user.updateMany({
      where: { id: registration.userId, role: "CUSTOMER" },
      data: { role: "PROVIDER", providerId: provider.id },
    });
  }
  return provider;
}

const STATUS_FILTER_MESSAGE = 'status must be "pending", "approved" or "rejected"';

export const registrationFilterInput = z.object({
  status: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toUpperCase() || null : value),
    z.enum(["PENDING", "APPROVED", "REJECTED"], STATUS_FILTER_MESSAGE).nullish(),
  ),
});

/** Newest first; id breaks ties so paging is stable. */
export const REGISTRATION_ORDER = [{ createdAt: "desc" }, { id: "desc" }] as const;

/**
 * Registrations for staff, newest first. `query` is a connection's page (take, skip,
 * cursor) and selection; `status` narrows the list.
 */
export function listRegistrations<Q extends Omit<Prisma.BusinessRegistrationFindManyArgs, "where" | "orderBy">>(
  ctx: Context,
  filter: z.input<typeof registrationFilterInput>,
  query: Q,
): Promise<Prisma.BusinessRegistrationGetPayload<Q>[]> {
  assertStaff(ctx);
  const { status } = parseInput(registrationFilterInput, filter);
  return ctx.db.businessRegistration.findMany({
    ...query,
    where: status ? { status } : {},
    orderBy: [...REGISTRATION_ORDER],
  }) as Promise<Prisma.BusinessRegistrationGetPayload<Q>[]>;
}
