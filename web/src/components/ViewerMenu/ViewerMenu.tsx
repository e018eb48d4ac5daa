import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { Link, NavLink, useLocation } from "react-router-dom";
import { LazyPart } from "../../routing/LazyPart";
import { LazyIconLinkTooltip } from "../../routing/lazyParts";
import { visuallyHidden } from "../../styles/global.css";
import type { MessageId } from "../../i18n/messages";
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

const AUTH_PATHS = ["/sign-in", "/sign-up", "/forgot-password"];
/** A reset link's page: used once, so never a place to come back to (and its path is a secret). */
const isAuthPath = (pathname: string) => AUTH_PATHS.includes(pathname) || pathname.startsWith("/reset-password/");

/**
 * Who is signed in, with "Sign out" and the way to the account's data (in the phone's menu,
 * to the account's page too); or "Sign in" and "Sign up" links. The account's tools (a
 * customer's bookings among them) are the header's HeaderRoleLinks.
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
    const state = isAuthPath(location.pathname) ? undefined : { from: location.pathname + location.search };
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

  const identity = (
    <span className={styles.identity}>
      <span className={styles.name} title={data.name}>
        {data.name}
      </span>
      <span className={styles.roleBadge}>
        <FormattedMessage id="viewerMenu.role" values={{ role: data.role }} />
      </span>
    </span>
  );
  return (
    <div className={styles.viewer({ layout })}>
      {/* Every account may download its data (a customer may also delete theirs) on its own
          page. In the header's row there is no room for one more link beside the name, so
          the name is the way there, as a person's name leads to their account on most sites. */}
      {layout === "row" ? <AccountDataLink>{identity}</AccountDataLink> : identity}
      {layout === "stack" && (
        <>
          <IconNavLink to="/account" labelId="viewerMenu.account" icon={<AccountIcon />} layout={layout} />
          <IconNavLink to="/account/data" labelId="viewerMenu.myData" icon={<AccountDataIcon />} layout={layout} />
        </>
      )}
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
 * The name and role in the header's row, as a link to the account's data: "My data" is
 * said first to screen readers, and shown by a tooltip on hover and focus.
 */
function AccountDataLink({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: "viewerMenu.myData" });
  const link = (
    <NavLink to="/account/data" className={styles.accountLink}>
      <span className={visuallyHidden}>
        <FormattedMessage id="viewerMenu.myDataPrefix" />
      </span>
      {children}
    </NavLink>
  );
  return (
    <LazyPart fallback={link}>
      <LazyIconLinkTooltip.Component label={label}>{link}</LazyIconLinkTooltip.Component>
    </LazyPart>
  );
}

/**
 * A way to one of the account's own pages (its page, its data). In the header's row
 * there is no room for words beside the name and Sign out, so it is an icon, named for
 * screen readers and by a tooltip; in the mobile menu's stack it says what it is.
 */
function IconNavLink({
  to,
  labelId,
  icon,
  layout,
}: {
  to: string;
  labelId: MessageId;
  icon: ReactNode;
  layout: "row" | "stack";
}) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: labelId });
  const className = `${button({ variant: "ghost", size: "sm" })} ${styles.iconLink({ layout })}`;
  if (layout === "stack") {
    return (
      <NavLink to={to} className={className}>
        {icon}
        {label}
      </NavLink>
    );
  }
  // The link works, and is named for screen readers, before the tooltip's code is in.
  const link = (
    <NavLink to={to} className={className}>
      {icon}
      <span className={visuallyHidden}>{label}</span>
    </NavLink>
  );
  return (
    <LazyPart fallback={link}>
      <LazyIconLinkTooltip.Component label={label}>{link}</LazyIconLinkTooltip.Component>
    </LazyPart>
  );
}

/** A gear: the account's own page, its settings. */
const AccountIcon = () => (
  <LineIcon size={20}>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 3v2.5M12 18.5V21M3 12h2.5M18.5 12H21M5.6 5.6l1.8 1.8M16.6 16.6l1.8 1.8M5.6 18.4l1.8-1.8M16.6 7.4l1.8-1.8" />
  </LineIcon>
);

/** A person's outline: the account's own page, where its data is. */
const AccountDataIcon = () => (
  <LineIcon size={20}>
    <circle cx="12" cy="8" r="3.5" />
    <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" />
  </LineIcon>
);
