import { FormattedMessage, useIntl } from "react-intl";
import { NavLink } from "react-router-dom";
import type { MessageId } from "../../i18n/messages";
import * as styles from "./StaffNav.css";

const LINKS: ReadonlyArray<{ to: string; labelId: MessageId; end?: true }> = [
  { to: "/admin", labelId: "admin.nav.registrations", end: true },
  { to: "/admin/approvals", labelId: "admin.nav.approvals" },
  { to: "/admin/partners", labelId: "admin.nav.partners" },
  { to: "/admin/messages", labelId: "admin.nav.messages" },
];

/** Moves between the staff screens; the current one is marked (aria-current). */
export function StaffNav() {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: "admin.nav.label" })} className={styles.nav}>
      <ul role="list" className={styles.list}>
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} className={({ isActive }) => styles.link({ active: isActive })}>
              <FormattedMessage id={link.labelId} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
