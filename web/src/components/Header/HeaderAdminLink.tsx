import { FormattedMessage } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { NavLink } from "react-router-dom";
import type { HeaderAdminLink_viewer$key } from "./__generated__/HeaderAdminLink_viewer.graphql";
import * as styles from "./Header.css";

/**
 * The staff entry (spec section 2 "Header"): small and quiet, desktop only. A visitor sees
 * it, as in the spec, and is asked to sign in when following it (that is how staff get in);
 * a signed-in customer or provider would only be turned away, so it is hidden from them.
 */
export function HeaderAdminLink({ viewer }: { viewer: HeaderAdminLink_viewer$key | null }) {
  const data = useFragment(
    graphql`
      fragment HeaderAdminLink_viewer on User {
        role
      }
    `,
    viewer,
  );
  if (data && data.role !== "ADMIN") return null;
  return (
    <NavLink to="/admin" className={styles.adminLink}>
      <FormattedMessage id="header.nav.admin" />
    </NavLink>
  );
}
