import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import { Link, useLocation } from "react-router-dom";
import type { BottomNav_query$key } from "./__generated__/BottomNav_query.graphql";
import * as styles from "./BottomNav.css";

interface BottomNavProps {
  query: BottomNav_query$key;
  /** Where 'Search' takes the user: the hero's search, on this page. */
  searchTargetId: string;
}

/**
 * Spec section 2: the home screen's mobile bottom navigation (Search, Saved, Bookings,
 * Profile; behaviour not shown). Each item goes somewhere real: Search to the hero's
 * search, Bookings to the customer's own bookings (a visitor signs in first and comes
 * back), Profile to sign-in (or names who is signed in). 'Saved' is left out until there
 * is a list of saved providers to open.
 */
export function BottomNav({ query, searchTargetId }: BottomNavProps) {
  const intl = useIntl();
  const { viewer } = useFragment(
    graphql`
      fragment BottomNav_query on Query {
        viewer {
          name
        }
      }
    `,
    query,
  );
  const location = useLocation();

  function focusSearch() {
    const target = document.getElementById(searchTargetId);
    target?.scrollIntoView({ behavior: "smooth", block: "start" });
    target?.querySelector<HTMLElement>("button, input, select")?.focus({ preventScroll: true });
  }

  return (
    <nav aria-label={intl.formatMessage({ id: "bottomNav.label" })} className={styles.nav}>
      <ul role="list" className={styles.list}>
        <li>
          <button type="button" className={styles.item({ active: true })} onClick={focusSearch}>
            <SearchIcon />
            <FormattedMessage id="bottomNav.search" />
          </button>
        </li>
        <li>
          <Link to="/bookings" className={styles.item({ active: false })}>
            <CalendarIcon />
            <FormattedMessage id="bottomNav.bookings" />
          </Link>
        </li>
        <li>
          {viewer ? (
            <span
              className={styles.item({ active: false })}
              aria-label={intl.formatMessage({ id: "bottomNav.signedInAs" }, { name: viewer.name })}
            >
              <PersonIcon />
              <span className={styles.name}>{firstName(viewer.name)}</span>
            </span>
          ) : (
            <Link
              to="/sign-in"
              state={{ from: location.pathname + location.search }}
              className={styles.item({ active: false })}
            >
              <PersonIcon />
              <FormattedMessage id="bottomNav.profile" />
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.9"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </Icon>
);
const CalendarIcon = () => (
  <Icon>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </Icon>
);
const PersonIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </Icon>
);
