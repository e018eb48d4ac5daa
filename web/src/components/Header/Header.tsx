import { Collapsible } from "radix-ui";
import { Suspense, useRef, useState, type ReactNode } from "react";
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
import { LogoMark } from "./LogoMark";
import * as styles from "./Header.css";

const headerQuery = graphql`
  query HeaderQuery {
    viewer {
      ...ViewerMenu_viewer
      ...HeaderAdminLink_viewer
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

  return (
    <HeaderWithMenu
      open={menuOpen}
      onOpenChange={setMenuOpen}
      onEscape={() => {
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

        <Collapsible.Trigger
          ref={toggleRef}
          className={styles.menuButton}
          aria-label={intl.formatMessage({ id: menuOpen ? "header.menu.close" : "header.menu.open" })}
        >
          <MenuIcon open={menuOpen} />
        </Collapsible.Trigger>
      </div>

      <Collapsible.Content className={styles.mobileMenu}>
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
        <div className={styles.menuViewer}>
          <HeaderViewer queryRef={queryRef} layout="stack" />
        </div>
      </Collapsible.Content>
    </HeaderWithMenu>
  );
}

/**
 * The header as the root of the phone's menu, a disclosure (Radix Collapsible): its button
 * shows and hides the links below the bar, in the page's flow, and Radix ties the two
 * (aria-expanded, aria-controls) and takes the links out of the page while closed. Escape
 * anywhere in the header closes the menu too.
 */
function HeaderWithMenu({
  open,
  onOpenChange,
  onEscape,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onEscape: () => void;
  children: ReactNode;
}) {
  return (
    <Collapsible.Root open={open} onOpenChange={onOpenChange} asChild>
      <header className={styles.header} onKeyDown={(event) => open && event.key === "Escape" && onEscape()}>
        {children}
      </header>
    </Collapsible.Root>
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
