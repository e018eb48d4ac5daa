// The vocabulary of the /api description: what one operation says (who may call it, what it
// takes, what it answers) and how that becomes an OpenAPI operation. Each area's file lists
// its operations in these words; document.ts gathers them and builds the document.
import { z } from "zod";
import type { ZodOpenApiOperationObject, ZodOpenApiResponseObject } from "zod-openapi";
import { idempotencyKeySchema } from "../../services/idempotency/idempotency.ts";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/** The areas the reference groups operations by, in the order it shows them. */
export const API_TAGS = {
  Catalogue: "Categories, providers, their profiles and reviews, and the matching quiz: public reads.",
  Bookings: "Booking, reading and moving a booking through its life, for its customer, its provider and staff.",
  "Booking changes": "A booking's conversation, its moves to another time and its no-show reports.",
  Reviews: "Reviewing a completed booking, replying, voting and reporting.",
  "Guest bookings": "A booking made without an account, through the signed link its email carries.",
  Availability: "A provider's open slots, and booking one.",
  "Provider workspace":
    "What a provider's own accounts (and staff) run: the listing, its calendar feed, its tax profile.",
  "Recurring schedules": "Regular cleanings: setting one up, pausing, resuming, cancelling and repricing it.",
  Payments: "Checkout, receipts, credit notes and fee statements.",
  Onboarding: "Registering a business, and staff's approvals.",
  Staff: "Staff's queues and records: earnings, the audit log, disputed no-shows, listing changes.",
  Notifications: "The account's notifications, push devices and what it is notified of.",
  Account: "The signed-in account: its data, sessions, password and email address.",
  Reference: "This description of the API, as JSON and as a page.",
} as const;
export type ApiTag = keyof typeof API_TAGS;

/**
 * Who may call an operation. The session is the `sid` cookie that signing in (GraphQL
 * `signIn`) sets; a partner's API token (`Authorization: Bearer`) may make public reads only.
 */
export const CALLERS = {
  anyone: "Anyone: visitors, signed-in accounts and partner tokens.",
  anyoneButPartners: "Anyone with or without a session; a partner token may not write.",
  signedIn: "A signed-in account.",
  customerOrProvider: "The booking's customer's account or its provider's accounts.",
  providerOrStaff: "The provider's own accounts and staff.",
  staff: "Staff only.",
  linkHolder: "Whoever holds the signed link (its token is the credential); no session needed.",
} as const;
export type Callers = keyof typeof CALLERS;

/** The statuses a refusal comes with, and what each means across the API. */
export const ERROR_MEANINGS = {
  400: "The request is not valid: `message` says why, and `fields` names each input to fix.",
  401: "Not signed in, or a partner token that is not live.",
  403: "Signed in, but this account may not do that (or a partner token tried to write).",
  404: "There is no such record, or none this caller may see.",
  409: "The record's state does not allow this now; nothing changed.",
  422: "This Idempotency-Key was used before with another body.",
  429: "Too many attempts: the Retry-After header says when to try again.",
  502: "The outside service refused.",
  503: "The outside service is not configured here.",
} as const;
export type ErrorStatus = keyof typeof ERROR_MEANINGS;

/** Every REST refusal's body (http/refusal.ts errorBody, rest/router.ts onError). */
export const apiError = z
  .object({
    message: z.string().meta({ description: "What went wrong, in words to show a person." }),
    code: z.string().optional().meta({ description: "A refusal's code, for a client to branch on." }),
    fields: z
      .array(z.object({ field: z.string().meta({ example: "specialRequirements[0]" }), message: z.string() }))
      .optional()
      .meta({ description: "For a refused input: each field to fix, with its own message." }),
    requestId: z
      .string()
      .optional()
      .meta({ description: "The request's id, as its X-Request-Id header: quote it when reporting a problem." }),
  })
  .meta({ id: "Error", description: "A refusal: its message, and for a refused input the fields to fix." });

/** One answer of an operation: JSON described by a schema, another type of body, or none. */
export interface ApiAnswer {
  description: string;
  json?: z.ZodType;
  /** A body that is not JSON (a PDF, a CSV, a calendar, a page). */
  media?: { type: string; description?: string }[];
  /** Paged lists: the next page's address in a Link header. */
  paged?: true;
}

export interface ApiOperation {
  method: HttpMethod;
  /** The path as served, parameters named as the router names them: "/api/bookings/{id}". */
  path: string;
  operationId: string;
  tag: ApiTag;
  summary: string;
  description?: string;
  callers: Callers;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** Takes an Idempotency-Key header that makes a retry safe. */
  idempotent?: true;
  body?: z.ZodType;
  /** The body may be left out (read as `{}`). */
  bodyOptional?: true;
  responses: Partial<Record<number, ApiAnswer>>;
  /** The refusals this operation documents, besides the `default` one every operation has. */
  errors: ErrorStatus[];
}

const PARTNER_READ = { partnerToken: [] };
const SESSION = { sessionCookie: [] };
const NO_CREDENTIAL = {};

/** OpenAPI's security requirements: any one of the listed alternatives will do. */
function securityOf(op: ApiOperation): Record<string, string[]>[] {
  switch (op.callers) {
    case "anyone":
      return op.method === "get" ? [NO_CREDENTIAL, SESSION, PARTNER_READ] : [NO_CREDENTIAL, SESSION];
    case "anyoneButPartners":
      return [NO_CREDENTIAL, SESSION];
    case "linkHolder":
      return [NO_CREDENTIAL];
    default:
      return [SESSION];
  }
}

const idempotencyHeader = z.object({
  "Idempotency-Key": idempotencyKeySchema.optional().meta({
    description: "A key of the client's choosing: a retry with the same key and body answers as the first call did.",
  }),
});

const linkHeader = z.object({
  Link: z
    .string()
    .optional()
    .meta({ description: 'The next page\'s address, `<...&after=...>; rel="next"`, when there is one.' }),
});

function answerObject(answer: ApiAnswer): ZodOpenApiResponseObject {
  const content: NonNullable<ZodOpenApiResponseObject["content"]> = {};
  if (answer.json) content["application/json"] = { schema: answer.json };
  for (const media of answer.media ?? []) {
    content[media.type] = {
      schema: { type: "string", ...(media.description ? { description: media.description } : {}) },
    };
  }
  return {
    description: answer.description,
    ...(Object.keys(content).length ? { content } : {}),
    ...(answer.paged ? { headers: linkHeader } : {}),
  };
}

/** A refusal's answer: one component per status, which every operation that documents it refers to. */
const errorAnswer = (description: string, componentId: string): ZodOpenApiResponseObject => ({
  id: componentId,
  description,
  content: { "application/json": { schema: apiError } },
});
const ERROR_ANSWERS = Object.fromEntries(
  Object.entries(ERROR_MEANINGS).map(([status, meaning]) => [status, errorAnswer(meaning, `Error${status}`)]),
);
const OTHER_ERROR = errorAnswer(
  "Any other refusal in the same shape: 413 for a body over 1 MB, 415 for a body that is not JSON, 429 throttled, 503 while the server starts.",
  "OtherError",
);

/** The operation as zod-openapi takes it. */
export function openApiOperation(op: ApiOperation): ZodOpenApiOperationObject {
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  for (const [status, answer] of Object.entries(op.responses)) responses[status] = answerObject(answer!);
  // A partner token's write is refused before any handler runs (http/partner-access.ts).
  const errors: ErrorStatus[] = op.method === "get" ? op.errors : [...new Set([...op.errors, 403 as const])];
  for (const status of errors.sort()) responses[status] ??= ERROR_ANSWERS[status]!;
  responses.default = OTHER_ERROR;
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    description: [CALLERS[op.callers], op.description].filter(Boolean).join("\n\n"),
    security: securityOf(op),
    requestParams: {
      ...(op.params ? { path: op.params } : {}),
      ...(op.query ? { query: op.query } : {}),
      ...(op.idempotent ? { header: idempotencyHeader } : {}),
    },
    ...(op.body
      ? { requestBody: { required: !op.bodyOptional, content: { "application/json": { schema: op.body } } } }
      : {}),
    responses,
  };
}
