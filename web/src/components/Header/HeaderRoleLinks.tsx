import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { Link, useLocation } from "react-router-dom";
import type { HeaderRoleLinks_viewer$key } from "./__generated__/HeaderRoleLinks_viewer.graphql";
import { isCurrentRoleLink, roleLinksFor } from "./roleLinks";
import * as styles from "./Header.css";

interface HeaderRoleLinksProps {
  /** null when signed out: a visitor has no tools. */
  viewer: HeaderRoleLinks_viewer$key | null;
  /** A row of its own below the bar (desktop), or a column in the phone's menu. */
  layout: "row" | "stack";
}

/**
 * The signed-in account's tools (roleLinks.ts): a customer's bookings, schedules and saved
 * providers, a provider's dashboard, availability and payouts, the staff screens. The
 * current one is marked (aria-current), its #fragment included, so the dashboard and its
 * Payouts card are not both.
 */
export function HeaderRoleLinks({ viewer, layout }: HeaderRoleLinksProps) {
  const data = useFragment(
    graphql`
      fragment HeaderRoleLinks_viewer on User {
        role
      }
    `,
    viewer,
  );
  const intl = useIntl();
  const location = useLocation();
  const links = roleLinksFor(data?.role);
  if (links.length === 0) return null;
  const list = (
    <ul role="list" className={styles.roleList({ layout })}>
      {links.map((link) => {
        const current = isCurrentRoleLink(link, location, links);
        return (
          <li key={link.to}>
            <Link
              to={link.to}
              aria-current={current ? "page" : undefined}
              className={`${styles.navLink({ active: current })} ${styles.roleLink}`}
            >
              <FormattedMessage id={link.labelId} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
  return (
    <nav aria-label={intl.formatMessage({ id: "roleLinks.label" })} className={styles.roleNav({ layout })}>
      {layout === "row" ? <div className={styles.roleRow}>{list}</div> : list}
    </nav>
  );
}
