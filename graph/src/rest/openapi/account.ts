// The signed-in account (rest/account.ts, account-sessions.ts, account-email.ts) and "Forgot
// password?" (rest/password-reset.ts).
import { z } from "zod";
import { changePasswordFields } from "../../../../shared/accounts/change-password.ts";
import { changeEmailFields, verifyEmailFields } from "../../../../shared/accounts/email-change.ts";
import { passwordResetFields, passwordResetRequestFields } from "../../../../shared/accounts/password-reset.ts";
import { signOutSessionInput } from "../../services/accounts/account-sessions.ts";
import type { ApiOperation } from "./operation.ts";
import { instant } from "./values.ts";

const listOf = (description: string) => z.array(z.looseObject({})).meta({ description });

/** services/accounts/data-export.ts: every list the account's data holds, to save as a file. */
const accountData = z
  .object({
    format: z.string(),
    exportedAt: instant,
    complete: z.boolean().meta({ description: "False when a list was cut at 5,000 items." }),
    account: z.looseObject({}),
    bookings: listOf("The account's bookings."),
    recurringSchedules: listOf("Its recurring schedules."),
    payments: listOf("Its payments."),
    quizAnswers: listOf("Its quiz answers."),
    savedProviders: listOf("The providers it saved."),
    pushDevices: listOf("Its push devices."),
    contactMessages: listOf("What it wrote to staff."),
    notifications: listOf("What it was told."),
    reviews: listOf("Its reviews."),
    reviewReports: listOf("The reviews it reported."),
    bookingMessages: listOf("What it wrote in its bookings' conversations."),
  })
  .meta({ id: "AccountData" });

const session = z
  .object({
    id: z.string(),
    browser: z.string().nullable(),
    os: z.string().nullable(),
    createdAt: instant,
    lastUsedAt: instant,
    current: z.boolean().meta({ description: "The session this request came with." }),
  })
  .meta({ id: "AccountSession" });

const message = z.object({ message: z.string() });

export const ACCOUNT_OPERATIONS: ApiOperation[] = [
  {
    method: "get",
    path: "/api/account/export",
    operationId: "exportAccountData",
    tag: "Account",
    summary: "The account's own data, as a JSON file to save",
    callers: "signedIn",
    responses: { 200: { description: "The data (Content-Disposition: attachment).", json: accountData } },
    errors: [401],
  },
  {
    method: "get",
    path: "/api/account/sessions",
    operationId: "listAccountSessions",
    tag: "Account",
    summary: "Where the account is signed in, most recently used first",
    callers: "signedIn",
    responses: { 200: { description: "The sessions.", json: z.array(session) } },
    errors: [401],
  },
  {
    method: "delete",
    path: "/api/account/sessions/{id}",
    operationId: "signOutSession",
    tag: "Account",
    summary: "End one session (the caller's own clears its cookie)",
    callers: "signedIn",
    params: signOutSessionInput,
    responses: { 204: { description: "Ended." } },
    errors: [401, 404],
  },
  {
    method: "delete",
    path: "/api/account/sessions",
    operationId: "signOutOtherSessions",
    tag: "Account",
    summary: "End every session but the caller's",
    callers: "signedIn",
    responses: {
      200: { description: "The sessions ended.", json: z.object({ signedOutSessionIds: z.array(z.string()) }) },
    },
    errors: [401],
  },
  {
    method: "post",
    path: "/api/account/password",
    operationId: "changePassword",
    tag: "Account",
    summary: "Change the password; every other session ends",
    callers: "signedIn",
    body: changePasswordFields,
    responses: {
      200: { description: "Changed.", json: z.object({ otherSessionsEnded: z.number().int() }) },
    },
    errors: [400, 401, 429],
  },
  {
    method: "post",
    path: "/api/account/email",
    operationId: "changeEmail",
    tag: "Account",
    summary: "Change the email address: a link goes to the new one",
    callers: "signedIn",
    body: changeEmailFields,
    responses: { 202: { description: "Waiting for the link.", json: z.object({ pendingEmail: z.string() }) } },
    errors: [400, 401, 409, 429],
  },
  {
    method: "post",
    path: "/api/account/email/verify",
    operationId: "verifyEmail",
    tag: "Account",
    summary: "Confirm an address with the link's token",
    callers: "anyoneButPartners",
    body: verifyEmailFields,
    responses: {
      200: { description: "Confirmed.", json: z.object({ email: z.string(), emailChanged: z.boolean() }) },
    },
    errors: [400, 409],
  },
  {
    method: "post",
    path: "/api/account/email/verification",
    operationId: "resendEmailVerification",
    tag: "Account",
    summary: "Send a new confirmation link",
    callers: "signedIn",
    responses: { 202: { description: "Sent.", json: z.object({ sentTo: z.string() }) } },
    errors: [401, 409, 429],
  },
  {
    method: "post",
    path: "/api/account/password-reset",
    operationId: "requestPasswordReset",
    tag: "Account",
    summary: "Mail a link to choose a new password",
    description: "The same answer whether or not an account uses the address.",
    callers: "anyoneButPartners",
    body: passwordResetRequestFields,
    responses: { 202: { description: "Asked.", json: message } },
    errors: [400, 429],
  },
  {
    method: "post",
    path: "/api/account/password-reset/confirm",
    operationId: "resetPassword",
    tag: "Account",
    summary: "Choose a new password with the link's token",
    description: "Every device is signed out.",
    callers: "anyoneButPartners",
    body: passwordResetFields,
    responses: { 200: { description: "Changed.", json: message } },
    errors: [400, 429],
  },
];
