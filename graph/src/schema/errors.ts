import { PaymentGatewayError } from "../gateways/payments/gateway-error.ts";
import { builder } from "../builder.ts";
import {
  ConflictError,
  EmailUnavailableError,
  type FieldError,
  ForbiddenError,
  NotFoundError,
  IdempotencyKeyReusedError,
  InvalidCredentialsError,
  InvalidSecondFactorCodeError,
  LocationNotFoundError,
  ProviderUnavailableError,
  RateLimitedError,
  SecondFactorRequiredError,
  StepUpRequiredError,
  TooManySignInAttemptsError,
  ValidationError,
} from "../services/errors.ts";

export const ErrorInterface = builder.interfaceRef<Error>("Error").implement({
  fields: (t) => ({
    message: t.exposeString("message"),
  }),
});

const FieldErrorRef = builder.objectRef<FieldError>("FieldError").implement({
  fields: (t) => ({
    path: t.exposeStringList("path"),
    message: t.exposeString("message"),
  }),
});

builder.objectType(ValidationError, {
  name: "ValidationError",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    fieldErrors: t.field({ type: [FieldErrorRef], resolve: (error) => error.fieldErrors }),
  }),
});

builder.objectType(InvalidCredentialsError, {
  name: "InvalidCredentialsError",
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

builder.objectType(TooManySignInAttemptsError, {
  name: "TooManySignInAttemptsError",
  description: "Refused without checking the password: too many recent attempts. Try again after the wait.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    retryAfterSeconds: t.exposeInt("retryAfterSeconds", {
      description: "Seconds to wait before the next attempt can be checked.",
    }),
  }),
});

builder.objectType(RateLimitedError, {
  name: "RateLimitedError",
  description: "Refused: too many requests of this kind lately. Nothing ran; try again after the wait.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    retryAfterSeconds: t.exposeInt("retryAfterSeconds", { description: "Seconds until the window ends." }),
  }),
});

builder.objectType(ProviderUnavailableError, {
  name: "ProviderUnavailableError",
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

builder.objectType(LocationNotFoundError, {
  name: "LocationNotFoundError",
  description: "A search's location names no city we know.",
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

builder.objectType(IdempotencyKeyReusedError, {
  name: "IdempotencyKeyReusedError",
  description: "The idempotency key was already used for a different request: nothing was created.",
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

builder.objectType(ConflictError, {
  name: "ConflictError",
  description: "Someone changed the record first (it is no longer pending, say): nothing was changed.",
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

builder.objectType(EmailUnavailableError, {
  name: "EmailUnavailableError",
  description: "No new account can be made with this email; sign in instead. It does not say whether one exists.",
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

builder.objectType(NotFoundError, {
  name: "NotFoundError",
  description: "The id names nothing you may change.",
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

builder.objectType(ForbiddenError, {
  name: "ForbiddenError",
  description: "This account may not do that: nothing was changed.",
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

builder.objectType(PaymentGatewayError, {
  name: "PaymentGatewayError",
  description:
    "The payment gateway refused (a declined card, in the gateway's words) or did not answer: nothing was charged.",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    code: t.exposeString("code", { nullable: true, description: "The gateway's code, e.g. card_declined." }),
    declineCode: t.exposeString("declineCode", { nullable: true }),
  }),
});

builder.objectType(SecondFactorRequiredError, {
  name: "SecondFactorRequiredError",
  description:
    "The account has two-factor sign-in on and no code came (no session was made), or a staff session has not " +
    "proved its second factor yet (verifySecondFactor).",
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

builder.objectType(InvalidSecondFactorCodeError, {
  name: "InvalidSecondFactorCodeError",
  description: "The authenticator's code or recovery code did not match; it counts as a failed attempt.",
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

builder.objectType(StepUpRequiredError, {
  name: "StepUpRequiredError",
  description:
    "Refunds, approvals and partner tokens need a second factor proved in the last 10 minutes: verifySecondFactor, " +
    "then try again. Nothing was changed.",
  interfaces: [ErrorInterface],
  fields: () => ({}),
});
