// The audit page's filters live in its URL (?action=&actor=&type=&record=), so a filtered
// view can be shared with another member of staff and the route's loader can start it.
import { isAuditAction } from "../../../../shared/audit/audit-actions";
import type { AdminAuditPageQuery$variables } from "./__generated__/AdminAuditPageQuery.graphql";

export interface AuditFilters {
  action: string;
  actor: string;
  type: string;
  record: string;
}

const WHOLE_NUMBER = /^\d{1,9}$/;
const RECORD_TYPE = /^[A-Za-z]{1,32}$/;
const RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The filters as typed in the URL (blank where absent). */
export function filtersFrom(search: URLSearchParams): AuditFilters {
  const read = (name: string) => search.get(name)?.trim() ?? "";
  return { action: read("action"), actor: read("actor"), type: read("type"), record: read("record") };
}

/** The query's variables: a value the server would refuse is left out rather than sent. */
export function auditVariables(search: URLSearchParams): AdminAuditPageQuery$variables {
  const { action, actor, type, record } = filtersFrom(search);
  return {
    action: isAuditAction(action) ? action : null,
    actorId: WHOLE_NUMBER.test(actor) && Number(actor) > 0 ? Number(actor) : null,
    targetType: RECORD_TYPE.test(type) ? type : null,
    targetId: RECORD_ID.test(record) ? record : null,
  };
}

/** What is wrong with each typed filter that cannot be applied (none: all can). */
export function filterProblems(
  filters: AuditFilters,
): Partial<Record<keyof AuditFilters, "number" | "type" | "record">> {
  return {
    ...(filters.actor !== "" && !WHOLE_NUMBER.test(filters.actor) ? { actor: "number" as const } : {}),
    ...(filters.type !== "" && !RECORD_TYPE.test(filters.type) ? { type: "type" as const } : {}),
    ...(filters.record !== "" && !RECORD_ID.test(filters.record) ? { record: "record" as const } : {}),
  };
}

/** The URL's search for applied filters: blank ones are left out. */
export function searchFor(filters: AuditFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value.trim() !== "") search.set(name, value.trim());
  return search;
}
