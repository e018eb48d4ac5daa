// The OpenAPI 3.1 description of /api: every operation the REST router mounts, in one list
// (graph/test/api/openapi.test.ts holds it against the router's routes and the live answers),
// and the document built from it once.
import { createDocument, type ZodOpenApiPathsObject } from "zod-openapi";
import { ACCOUNT_OPERATIONS } from "./account.ts";
import { BOOKING_CHANGE_OPERATIONS } from "./booking-changes.ts";
import { BOOKING_OPERATIONS } from "./bookings.ts";
import { CATALOGUE_OPERATIONS } from "./catalogue.ts";
import { GUEST_BOOKING_OPERATIONS } from "./guest-bookings.ts";
import { NOTIFICATION_OPERATIONS } from "./notifications.ts";
import { ONBOARDING_OPERATIONS } from "./onboarding.ts";
import { API_TAGS, type ApiOperation, openApiOperation } from "./operation.ts";
import { PAYMENT_OPERATIONS } from "./payments.ts";
import { PROVIDER_WORKSPACE_OPERATIONS } from "./provider-workspace.ts";
import { REFERENCE_OPERATIONS } from "./reference.ts";
import { REVIEW_OPERATIONS } from "./reviews.ts";
import { SCHEDULE_OPERATIONS } from "./schedules.ts";

export const API_OPERATIONS: readonly ApiOperation[] = [
  ...CATALOGUE_OPERATIONS,
  ...BOOKING_OPERATIONS,
  ...BOOKING_CHANGE_OPERATIONS,
  ...REVIEW_OPERATIONS,
  ...GUEST_BOOKING_OPERATIONS,
  ...PROVIDER_WORKSPACE_OPERATIONS,
  ...SCHEDULE_OPERATIONS,
  ...PAYMENT_OPERATIONS,
  ...ONBOARDING_OPERATIONS,
  ...NOTIFICATION_OPERATIONS,
  ...ACCOUNT_OPERATIONS,
  ...REFERENCE_OPERATIONS,
];

const DESCRIPTION = `The marketplace's REST layer: spec section 7's paths over the same services as GraphQL (\`/graphql\`).

- **Credentials.** A browser signs in through GraphQL's \`signIn\`, which sets the \`sid\` session cookie; every call then sends it. A partner's API token (\`Authorization: Bearer <token>\`) reads what a visitor may read, and may not write.
- **Bodies.** JSON, \`Content-Type: application/json\`, at most 1 MB.
- **Amounts** are whole cents (CAD); instants are UTC ISO 8601; calendar dates YYYY-MM-DD.
- **Lists** are pages: \`limit\` (1 to 100) and \`after\`, the next page's address in a \`Link\` header.
- **Errors** are JSON on every status: \`{ message, code?, fields?, requestId }\`, \`fields\` naming each input to fix.
- **Retries.** Writes that create something take an \`Idempotency-Key\` header.`;

export type OpenApiDocument = ReturnType<typeof createDocument>;

function buildDocument(): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const op of API_OPERATIONS) {
    paths[op.path] = { ...paths[op.path], [op.method]: openApiOperation(op) };
  }
  return createDocument(
    {
      openapi: "3.1.0",
      info: { title: "Local Services Marketplace — REST API", version: "1.0.0", description: DESCRIPTION },
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          sessionCookie: {
            type: "apiKey",
            in: "cookie",
            name: "sid",
            description: "The session cookie GraphQL's `signIn` sets.",
          },
          partnerToken: {
            type: "http",
            scheme: "bearer",
            description: "A partner's API token, issued by staff: public reads only.",
          },
        },
      },
      paths,
    },
    // A schema used by requests and answers alike gets one component for each side.
    { outputIdSuffix: "Answer" },
  );
}

let built: OpenApiDocument | undefined;

/** The document, built on first use: the same object for every request after. */
export function openApiDocument(): OpenApiDocument {
  built ??= buildDocument();
  return built;
}
