import { builder } from "../builder.ts";
import {
  type FieldError,
  IdempotencyKeyReusedError,
  InvalidCredentialsError,
  LocationNotFoundError,
  ProviderUnavailableError,
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
