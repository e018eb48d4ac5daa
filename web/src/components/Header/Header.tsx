import { Suspense, useEffect, useId, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, type PreloadedQuery } from "react-relay/hooks";
import { Link, NavLink, useLocation } from "react-router-dom";
import type { MessageId } from "../../i18n/messages";
import { useRouteQuery } from "../../routing/routeQuery";
import { button } from "../Button/Button.css";
import { ErrorBoundary } from "../ErrorBoundary/ErrorBoundary";
import { NotificationBellOrStandIn } from "../NotificationBell/NotificationBellOrStandIn";
import { ViewerMenu } from "../ViewerMenu/ViewerMenu";
import type { HeaderQuery } from "./__generated__/HeaderQuery.graphql";
import { HeaderAdminLink } from "./HeaderAdminLink";
import { HeaderRoleLinks } from "./HeaderRoleLinks";
import { LogoMark } from "./LogoMark";
import { readSignedInHint, writeSignedInHint } from "./signedInHint";
import * as styles from "./Header.css";

const headerQuery = graphql`
  query HeaderQuery {
    viewer {
      ...ViewerMenu_viewer
      ...HeaderAdminLink_viewer
      ...HeaderRoleLinks_viewer
      ...NotificationBell_viewer
      # The role RequireRole and the route loaders go by (routing/viewerAccess.ts).
      ...RequireRole_viewer
    }
    ...AllCitiesLink_query
  }
`;

// Spec section 2 "Header": these four on desktop and in the mobile menu.
const links: ReadonlyArray<{ to: string; labelId: MessageId; end?: true }> = [
  { to: "/", labelId: "header.nav.browseServices", end: true },
  { to: "/cities-directory", labelId: "header.nav.cities" },
  { to: "/register-business", labelId: "header.nav.joinAsProvider" },
];
const quote = { to: "/cleaning-finder", labelId: "header.nav.getInstantQuote" } as const;

interface HeaderProps {
  queryRef: PreloadedQuery<HeaderQuery>;
}

export function Header({ queryRef }: HeaderProps) {
  const intl = useIntl();
  const navLabel = intl.formatMessage({ id: "header.nav.label" });
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu's content is rendered from its first opening on (then kept, hidden while closed):
  // most visits never open it, and it needs no code of its own (no disclosure library).
  const [menuOpened, setMenuOpened] = useState(false);
  if (menuOpen && !menuOpened) setMenuOpened(true);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // 'Get Instant Quote' from the home carries its city to the finder, which prefills it.
  const homeCity = location.pathname === "/" ? new URLSearchParams(location.search).get("location") : null;
  const quoteTo = homeCity ? `${quote.to}?${new URLSearchParams({ location: homeCity })}` : quote.to;

  // Any navigation (a menu link, back/forward) closes the menu.
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    setMenuOpen(false);
  }

  const navLinkClass = ({ isActive }: { isActive: boolean }) => styles.navLink({ active: isActive });

  // The phone's menu is a disclosure: its button says whether the links below the bar are
  // shown (aria-expanded) and which element they are (aria-controls); closed, the links are
  // out of the page (hidden). Escape anywhere in the header closes it and focuses the button.
  return (
    <header
      className={styles.header}
      onKeyDown={(event) => {
        if (!menuOpen || event.key !== "Escape") return;
        setMenuOpen(false);
        toggleRef.current?.focus();
      }}
    >
      <div className={styles.bar}>
        <Link to="/" className={styles.logo}>
          <LogoMark className={styles.logoMark} />
          <span className={styles.logoText}>
            <span className={styles.logoName}>
              <FormattedMessage id="app.brand.name" />
            </span>
            <span className={styles.logoTagline} aria-hidden="true">
              <FormattedMessage id="app.brand.tagline" />
            </span>
          </span>
        </Link>

        <nav aria-label={navLabel} className={styles.desktopNav}>
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={navLinkClass}>
              <FormattedMessage id={link.labelId} />
            </NavLink>
          ))}
          <NavLink to={quoteTo} className={button({ variant: "primary", size: "sm" })}>
            <FormattedMessage id={quote.labelId} />
          </NavLink>
          {/* Staff entry: deliberately quiet, only on desktop (spec), only for staff. */}
          <ErrorBoundary resetKey={queryRef} fallback={() => null}>
            <Suspense
              fallback={
                <span className={`${styles.adminLink} ${styles.reserved}`} inert>
                  <FormattedMessage id="header.nav.admin" />
                </span>
              }
            >
              <LoadedAdminLink queryRef={queryRef} />
            </Suspense>
          </ErrorBoundary>
        </nav>

        <div className={styles.barViewer}>
          <HeaderViewer queryRef={queryRef} />
        </div>

        {/* In the bar at every width (not in the phone's menu): new events should show at a glance. */}
        <ErrorBoundary resetKey={queryRef} fallback={() => null}>
          <Suspense fallback={null}>
            <LoadedBell queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>

        <button
          type="button"
          ref={toggleRef}
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={intl.formatMessage({ id: menuOpen ? "header.menu.close" : "header.menu.open" })}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={menuOpen} />
        </button>
      </div>

      {/* From desktop up, the signed-in account's tools in a row of their own. */}
      <RoleLinks queryRef={queryRef} layout="row" />

      <div id={menuId} className={styles.mobileMenu} hidden={!menuOpen}>
        {menuOpened && (
          <>
            <nav aria-label={navLabel} className={styles.mobileNav}>
              {links.map((link) => (
                <NavLink key={link.to} to={link.to} end={link.end} className={navLinkClass}>
                  <FormattedMessage id={link.labelId} />
                </NavLink>
              ))}
              <NavLink to={quoteTo} className={button({ variant: "primary" })}>
                <FormattedMessage id={quote.labelId} />
              </NavLink>
            </nav>
            <RoleLinks queryRef={queryRef} layout="stack" />
            <div className={styles.menuViewer}>
              <HeaderViewer queryRef={queryRef} layout="stack" />
            </div>
          </>
        )}
      </div>
    </header>
  );
}

/**
 * The account's tools; nothing if the viewer cannot be loaded. While it loads, the row's room
 * is kept when this browser was signed in last time (signedInHint.ts), so the page below the
 * header does not move down when the row arrives.
 */
function RoleLinks({ queryRef, layout }: HeaderProps & { layout: "row" | "stack" }) {
  return (
    <ErrorBoundary resetKey={queryRef} fallback={() => null}>
      <Suspense fallback={layout === "row" && readSignedInHint() ? <RoleRowRoom /> : null}>
        <LoadedRoleLinks queryRef={queryRef} layout={layout} />
      </Suspense>
    </ErrorBoundary>
  );
}

function LoadedRoleLinks({ queryRef, layout }: HeaderProps & { layout: "row" | "stack" }) {
  const { viewer } = useRouteQuery<HeaderQuery>(headerQuery, queryRef);
  const signedIn = Boolean(viewer);
  useEffect(() => writeSignedInHint(signedIn), [signedIn]);
  return <HeaderRoleLinks viewer={viewer ?? null} layout={layout} />;
}

/** The row's height, empty: the same boxes as HeaderRoleLinks' row, with one invisible link. */
function RoleRowRoom() {
  return (
    <div aria-hidden="true" className={styles.roleNav({ layout: "row" })}>
      <div className={styles.roleRow}>
        <div className={styles.roleList({ layout: "row" })}>
          <span className={`${styles.navLink({ active: false })} ${styles.roleLink} ${styles.roleRoom}`}>&nbsp;</span>
        </div>
      </div>
    </div>
  );
}

/** The viewer fails and loads on its own, so the navigation never waits for it. */
function HeaderViewer({ queryRef, layout }: HeaderProps & { layout?: "row" | "stack" }) {
  // Signed out is the safe guess while the viewer can't be loaded; a new query reference
  // (the root loader ran again) gives it another try.
  return (
    <ErrorBoundary resetKey={queryRef} fallback={() => <ViewerMenu viewer={null} layout={layout} />}>
      <Suspense
        fallback={
          <div className={styles.reserved} inert>
            <ViewerMenu viewer={null} layout={layout} />
          </div>
        }
      >
        <LoadedViewer queryRef={queryRef} layout={layout} />
      </Suspense>
    </ErrorBoundary>
  );
}

function LoadedViewer({ queryRef, layout }: HeaderProps & { layout?: "row" | "stack" }) {
  const { viewer } = useRouteQuery<HeaderQuery>(headerQuery, queryRef);
  return <ViewerMenu viewer={viewer ?? null} layout={layout} />;
}

function LoadedAdminLink({ queryRef }: HeaderProps) {
  const { viewer } = useRouteQuery<HeaderQuery>(headerQuery, queryRef);
  return <HeaderAdminLink viewer={viewer ?? null} />;
}

/** Signed-in accounts only: a visitor has no notifications. */
function LoadedBell({ queryRef }: HeaderProps) {
  const { viewer } = useRouteQuery<HeaderQuery>(headerQuery, queryRef);
  return viewer ? <NotificationBellOrStandIn viewer={viewer} /> : null;
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}
