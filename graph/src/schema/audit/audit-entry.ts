import { builder } from "../../builder.ts";
import type { AuditEntry } from "../../generated/prisma/client.ts";
import { AuditActor, Role } from "../../generated/prisma/enums.ts";
import { AUDIT_ACTIONS, type AuditFields } from "../../services/audit/audit-log.ts";
import { canReadAuditEntry, listAuditEntries } from "../../services/audit/audit-entries.ts";
import { assertIdCursors } from "../cursors.ts";
import { readableBy } from "../node.ts";

const AuditActorEnum = builder.enumType(AuditActor, {
  name: "AuditActor",
  description: "USER: a signed-in account's request; SYSTEM: a job, the outbox or a verified webhook.",
});

const AuditRoleEnum = builder.enumType(Role, { name: "AuditRole", description: "The account's role when it acted." });

const AuditField = builder.objectRef<{ name: string; value: string | null }>("AuditField").implement({
  description: "One field of a record as the entry saw it.",
  fields: (t) => ({
    name: t.exposeString("name"),
    value: t.exposeString("value", { nullable: true, description: "As text; null when the field was empty." }),
  }),
});

/** The summary's before or after as name/value pairs, in the order the service wrote them. */
function fieldsOf(entry: AuditEntry, side: "before" | "after") {
  const summary = entry.summary as { before?: AuditFields | null; after?: AuditFields | null } | null;
  const fields = summary?.[side];
  if (!fields) return [];
  return Object.entries(fields).map(([name, value]) => ({ name, value: value === null ? null : String(value) }));
}

builder.prismaNode("AuditEntry", {
  id: { field: "id" },
  nullable: true,
  description: "One staff action or movement of money, as recorded when it happened (staff only; never changed).",
  ...readableBy<AuditEntry>((_entry, ctx) => canReadAuditEntry(ctx)),
  fields: (t) => ({
    databaseId: t.exposeInt("id"),
    at: t.expose("at", { type: "DateTime" }),
    actorKind: t.field({ type: AuditActorEnum, resolve: (entry) => entry.actorKind }),
    actorId: t.exposeInt("actorUserId", {
      nullable: true,
      description: "The account's number (it may since have been deleted); null for the system.",
    }),
    actorRole: t.field({ type: AuditRoleEnum, nullable: true, resolve: (entry) => entry.actorRole }),
    action: t.exposeString("action", { description: `One of ${AUDIT_ACTIONS.join(", ")}.` }),
    targetType: t.exposeString("targetType", { description: "The kind of record acted on: Payment, Provider..." }),
    targetId: t.exposeString("targetId"),
    before: t.field({ type: [AuditField], resolve: (entry) => fieldsOf(entry, "before") }),
    after: t.field({ type: [AuditField], resolve: (entry) => fieldsOf(entry, "after") }),
    requestId: t.exposeString("requestId", { nullable: true }),
  }),
});

builder.queryField("auditEntries", (t) =>
  t.prismaConnection(
    {
      type: "AuditEntry",
      cursor: "id",
      description: "The audit log, newest first; narrowed by action, account or record (staff only).",
      authScopes: { admin: true },
      args: {
        action: t.arg.string({ description: `One of ${AUDIT_ACTIONS.join(", ")}.` }),
        actorId: t.arg.int({ description: "The acting account's number." }),
        targetType: t.arg.string({ description: "A record's kind, e.g. Payment." }),
        targetId: t.arg.string({ description: "A record's id, e.g. 42 (with targetType)." }),
      },
      resolve: (query, _root, { after, before, ...filter }, ctx) => {
        assertIdCursors(after, before);
        return listAuditEntries(ctx, filter, query);
      },
    },
    { name: "AuditEntryConnection" },
    { name: "AuditEntryEdge" },
  ),
);
