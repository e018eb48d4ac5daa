import { randomBytes } from "node:crypto";
import type { Context } from "../../context.ts";
import type { BusinessRegistration, Prisma, User } from "../../generated/prisma/client.ts";
import { isUniqueViolation } from "../../db/data-exception.ts";
import { registrationFields, type RegistrationInput } from "../../../../shared/onboarding/registration.ts";
import { issueFirstVerification } from "../accounts/email-verification.ts";
import { issuePasswordSetLink } from "../accounts/password-reset.ts";
import { insertCustomerAccount, prepareAccount } from "../accounts/new-account.ts";
import { type NewSession, startSession } from "../accounts/sessions.ts";
import type { SignInOrigin } from "../accounts/sign-in.ts";
import { ConflictError, ForbiddenError, parseInput, ValidationError } from "../errors.ts";
import { type Db, withIdempotency } from "../idempotency/idempotency.ts";
import { notifyRegistrationReceived } from "../notifications/registration-notices.ts";

export const UNKNOWN_CITY_MESSAGE = "Please choose your city from the list";
export const DUPLICATE_REGISTRATION_MESSAGE =
  "A registration for this email is already under review. We'll contact you within 2-3 business days.";
export const NOT_A_CUSTOMER_MESSAGE =
  "This account already works with the marketplace. Sign out, or sign in with a customer account, to register a business.";

/** The form's fields; the business type is any text until the schema checks it. */
export type RegisterBusinessInput = Omit<RegistrationInput, "businessType"> & { businessType: string };

export interface RegisteredBusiness {
  registration: BusinessRegistration;
  /** Set when the form created the registrant's account: the edge sets its cookie. */
  session: NewSession | null;
}

/**
 * A business registration (spec sections 3, 5 and 7). It is linked to the registrant's
 * account: the signed-in customer's, or one created here from the form's email and
 * password (and then signed in); a form without a password makes the account too, not
 * signed in, and emails a link to choose its password. One registration per email may be under review. Its sales
 * tax numbers, optional, are checked and stored as a provider's tax profile keeps them.
 */
export async function registerBusiness(
  ctx: Context,
  input: RegisterBusinessInput,
  origin: SignInOrigin,
  options: { idempotencyKey?: string | null } = {},
): Promise<RegisteredBusiness> {
  const { password, ...fields } = parseInput(registrationFields, input);
  const viewer = ctx.viewer;
  if (viewer && viewer.role !== "CUSTOMER") throw new ForbiddenError(NOT_A_CUSTOMER_MESSAGE);
  // Spec section 3's form has no password: its account gets one through an emailed link.
  const passwordless = !viewer && !password;
  const city = await ctx.db.city.findFirst({
    where: { name: { equals: fields.city, mode: "insensitive" }, province: fields.province },
    select: { id: true, name: true },
    orderBy: { population: "desc" },
  });
  if (!city) throw new ValidationError(UNKNOWN_CITY_MESSAGE, [{ path: ["city"], message: UNKNOWN_CITY_MESSAGE }]);
  // Only a visitor's form makes an account; its checks (throttle, common password) run first.
  // Without a password it gets an unguessable one, replaced through the link it is sent.
  const account = viewer
    ? null
    : await prepareAccount(
        ctx,
        { email: fields.email, name: fields.ownerName, password: password ?? randomBytes(32).toString("base64url") },
        origin,
      );

  let createdUser: User | null = null;
  // Set inside the transaction's callback: declared so that TypeScript does not narrow it to null.
  let verification = null as { send: (ctx: Context) => void } | null;
  const registration = await withIdempotency(
    ctx,
    // The password is not part of what a retry must repeat: it is not stored anywhere.
    { scope: "registerBusiness", key: options.idempotencyKey, request: fields },
    {
      create: async (db) => {
        // Inside the key's transaction: a retry of a registration that was stored gets it back
        // instead of being told a registration for its email is under review.
        await assertNoPendingRegistration(db, fields.email);
        const newUser = account ? await insertCustomerAccount(db, account) : null;
        // Staff approve a registration once its account's address is confirmed: the link goes
        // out with it. Choosing a password through the other link confirms the address too.
        if (newUser) {
          verification = passwordless
            ? await issuePasswordSetLink(db, ctx.clock.now(), newUser)
            : await issueFirstVerification(db, ctx.clock.now(), newUser);
        }
        const userId = viewer?.userId ?? newUser?.id ?? null;
        const created = await insertRegistration(db, { ...fields, city: city.name, cityId: city.id, userId });
        await notifyRegistrationReceived(db, ctx.clock.now(), created.id);
        createdUser = newUser;
        return created;
      },
      idOf: (created) => created.id,
      replay: (id) => ctx.db.businessRegistration.findUniqueOrThrow({ where: { id } }),
    },
  );
  // A replay made no account here: the first request signed it in.
  if (createdUser === null) return { registration, session: null };
  // Mailed once the account is committed: a rolled-back one gets no link.
  verification?.send(ctx);
  // Nobody proved they hold a passwordless account's address: it is not signed in.
  if (passwordless) return { registration, session: null };
  return { registration, session: await startSession(ctx, createdUser, origin.userAgent) };
}

async function assertNoPendingRegistration(db: Db, email: string): Promise<void> {
  const pending = await db.businessRegistration.findFirst({
    where: { email, status: "PENDING" },
    select: { id: true },
  });
  if (pending) throw new ConflictError(DUPLICATE_REGISTRATION_MESSAGE);
}

async function insertRegistration(
  db: Db,
  data: Omit<Prisma.BusinessRegistrationUncheckedCreateInput, "id" | "status">,
): Promise<BusinessRegistration> {
  try {
    return await db.businessRegistration.create({ data });
  } catch (error) {
    // The partial unique index holds the rule when two submissions race past the check.
    if (isUniqueViolation(error)) {
      throw new ConflictError(DUPLICATE_REGISTRATION_MESSAGE);
    }
    throw error;
  }
}
