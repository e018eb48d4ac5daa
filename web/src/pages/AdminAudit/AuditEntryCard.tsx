import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { isAuditAction } from "../../../../shared/audit/audit-actions";
import { StaffCard, StaffDetail, StaffDetails } from "../../components/StaffCard/StaffCard";
import { StaffDate } from "../../components/StaffDate/StaffDate";
import type { AuditEntryCard_entry$key } from "./__generated__/AuditEntryCard_entry.graphql";
import * as styles from "./AdminAuditPage.css";

const ROLE_LABELS: Record<string, "adminAudit.role.admin" | "adminAudit.role.customer" | "adminAudit.role.provider"> = {
  ADMIN: "adminAudit.role.admin",
  CUSTOMER: "adminAudit.role.customer",
  PROVIDER: "adminAudit.role.provider",
};

interface AuditField {
  readonly name: string;
  readonly value: string | null | undefined;
}

/** One entry: what was done, when, by whom, to which record, and the fields it changed. */
export function AuditEntryCard({ entry }: { entry: AuditEntryCard_entry$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment AuditEntryCard_entry on AuditEntry {
        databaseId
        at
        actorKind
        actorId
        actorRole
        action
        targetType
        targetId
        before {
          name
          value
        }
        after {
          name
          value
        }
      }
    `,
    entry,
  );
  const who =
    data.actorKind === "USER" && data.actorId != null
      ? intl.formatMessage(
          { id: "adminAudit.actor.user" },
          {
            id: data.actorId,
            role: intl.formatMessage({ id: ROLE_LABELS[data.actorRole ?? "CUSTOMER"] ?? "adminAudit.role.customer" }),
          },
        )
      : intl.formatMessage({ id: "adminAudit.actor.system" });
  // An action this screen does not know yet (a newer server) shows as the server names it.
  const action = isAuditAction(data.action)
    ? intl.formatMessage({ id: `adminAudit.action.${data.action}` })
    : data.action;

  return (
    <StaffCard heading={action} meta={<StaffDate value={data.at} withTime />}>
      <StaffDetails>
        <StaffDetail label={<FormattedMessage id="adminAudit.column.who" />}>{who}</StaffDetail>
        <StaffDetail label={<FormattedMessage id="adminAudit.column.record" />}>
          <FormattedMessage id="adminAudit.record" values={{ type: data.targetType, id: data.targetId }} />
        </StaffDetail>
      </StaffDetails>
      <div className={styles.changes}>
        <ChangeSide labelId="adminAudit.change.before" fields={data.before} />
        <ChangeSide labelId="adminAudit.change.after" fields={data.after} />
      </div>
    </StaffCard>
  );
}

function ChangeSide({
  labelId,
  fields,
}: {
  labelId: "adminAudit.change.before" | "adminAudit.change.after";
  fields: readonly AuditField[];
}) {
  if (fields.length === 0) return null;
  return (
    <StaffDetails>
      <StaffDetail label={<FormattedMessage id={labelId} />} wide>
        <ul className={styles.changeList}>
          {fields.map((field) => (
            <li key={field.name}>
              {field.value == null ? (
                <FormattedMessage id="adminAudit.change.empty" values={{ name: field.name }} />
              ) : (
                <FormattedMessage id="adminAudit.change.field" values={{ name: field.name, value: field.value }} />
              )}
            </li>
          ))}
        </ul>
      </StaffDetail>
    </StaffDetails>
  );
}
