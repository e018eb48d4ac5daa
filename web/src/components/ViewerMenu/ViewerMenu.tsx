import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { Link, NavLink, useLocation } from "react-router-dom";
import { LazyPart } from "../../routing/LazyPart";
import { LazyBookingsTooltip } from "../../routing/lazyParts";
import { visuallyHidden } from "../../styles/global.css";
import { button } from "../Button/Button.css";
import { LineIcon } from "../LineIcon/LineIcon";
import type { ViewerMenu_viewer$key } from "./__generated__/ViewerMenu_viewer.graphql";
import { useSignOut } from "./useSignOut";
import * as styles from "./ViewerMenu.css";

interface ViewerMenuProps {
  /** null when signed out. */
  viewer: ViewerMenu_viewer$key | null;
  layout?: "row" | "stack";
}

const AUTH_PATHS = ["/sign-in", "/sign-up"];

/**
 * Who is signed in, with "Sign out" (and a customer's way to their bookings); or "Sign in"
 * and "Sign up" links.
 */
export function ViewerMenu({ viewer, layout = "row" }: ViewerMenuProps) {
  const data = useFragment(
    graphql`
      fragment ViewerMenu_viewer on User {
        name
        role
      }
    `,
    viewer,
  );
  const location = useLocation();
  const { signOut, isSigningOut } = useSignOut();

  if (!data) {
    // Either form sends the visitor back where they were; from the forms themselves, home.
    const state = AUTH_PATHS.includes(location.pathname) ? undefined : { from: location.pathname + location.search };
    return (
      <div className={styles.viewer({ layout })}>
        <Link to="/sign-in" state={state} className={button({ variant: "secondary", size: "sm" })}>
          <FormattedMessage id="viewerMenu.signIn" />
        </Link>
        <Link to="/sign-up" state={state} className={button({ variant: "ghost", size: "sm" })}>
          <FormattedMessage id="viewerMenu.signUp" />
        </Link>
      </div>
    );
  }

  return (
    <div className={styles.viewer({ layout })}>
      <span className={styles.identity}>
        <span className={styles.name} title={data.name}>
          {data.name}
        </span>
        <span className={styles.roleBadge}>
          <FormattedMessage id="viewerMenu.role" values={{ role: data.role }} />
        </span>
      </span>
      {/* Bookings are kept on customer accounts only; a provider's are on its dashboard. */}
      {data.role === "CUSTOMER" && <MyBookingsLink layout={layout} />}
      <button
        type="button"
        className={`${button({ variant: "ghost", size: "sm" })} ${styles.signOut({ layout })}`}
        onClick={signOut}
        disabled={isSigningOut}
      >
        <FormattedMessage id={isSigningOut ? "viewerMenu.signingOut" : "viewerMenu.signOut"} />
      </button>
    </div>
  );
}

/**
 * The way to the customer's bookings. In the header's row there is no room for words
 * beside the name and Sign out, so it is the bottom navigation's calendar, named for
 * screen readers and by a tooltip; in the mobile menu's stack it says what it is.
 */
function MyBookingsLink({ layout }: { layout: "row" | "stack" }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: "viewerMenu.myBookings" });
  const className = `${button({ variant: "ghost", size: "sm" })} ${styles.bookingsLink({ layout })}`;
  if (layout === "stack") {
    return (
      <NavLink to="/bookings" className={className}>
        <CalendarIcon />
        {label}
      </NavLink>
    );
  }
  // The link works, and is named for screen readers, before the tooltip's code is in.
  const link = (
    <NavLink to="/bookings" className={className}>
      <CalendarIcon />
      <span className={visuallyHidden}>{label}</span>
    </NavLink>
  );
  return (
    <LazyPart fallback={link}>
      <LazyBookingsTooltip.Component label={label}>{link}</LazyBookingsTooltip.Component>
    </LazyPart>
  );
}

const CalendarIcon = () => (
  <LineIcon size={20}>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </LineIcon>
);
