import { FormattedMessage, useIntl } from "react-intl";
import { NavLink } from "react-router-dom";
import { STAFF_LINKS } from "../Header/roleLinks";
import * as styles from "./StaffNav.css";

/** Moves between the staff screens (the header's list of them); the current one is marked (aria-current). */
export function StaffNav() {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: "admin.nav.label" })} className={styles.nav}>
      <ul role="list" className={styles.list}>
        {STAFF_LINKS.map((link) => (
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
