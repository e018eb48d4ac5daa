import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router-dom";
import { useSavedProviderIds } from "../../savedProviders/hooks";
import type { BottomNav_query$key } from "./__generated__/BottomNav_query.graphql";
import * as styles from "./BottomNav.css";
import { LineIcon } from "../LineIcon/LineIcon";

interface BottomNavProps {
  query: BottomNav_query$key;
  /** Where 'Search' takes the user: the hero's search, on this page. Without it, Search goes home. */
  searchTargetId?: string;
  /** The screen it is shown on: its item is marked as the current one. */
  current?: "search" | "saved";
}

/**
 * Spec section 2: the home screen's mobile bottom navigation (Search, Saved, Bookings,
 * Profile; behaviour not shown). Each item goes somewhere real: Search to the hero's
 * search, Saved to the providers whose heart is on (with how many), Bookings to the
 * customer's own bookings (a visitor signs in first and comes back), Profile to the
 * account's page (named by the first name of who is signed in; a visitor signs in first).
 */
export function BottomNav({ query, searchTargetId, current = "search" }: BottomNavProps) {
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
  const savedCount = useSavedProviderIds().length;

  function focusSearch() {
    if (!searchTargetId) return;
    const target = document.getElementById(searchTargetId);
    target?.scrollIntoView({ behavior: "smooth", block: "start" });
    target?.querySelector<HTMLElement>("button, input, select")?.focus({ preventScroll: true });
  }

  return (
    <nav aria-label={intl.formatMessage({ id: "bottomNav.label" })} className={styles.nav}>
      <ul role="list" className={styles.list}>
        <li>
          {searchTargetId ? (
            <button type="button" className={styles.item({ active: current === "search" })} onClick={focusSearch}>
              <SearchIcon />
              <FormattedMessage id="bottomNav.search" />
            </button>
          ) : (
            <Link to="/" className={styles.item({ active: current === "search" })}>
              <SearchIcon />
              <FormattedMessage id="bottomNav.search" />
            </Link>
          )}
        </li>
        <li>
          <Link
            to="/saved"
            className={styles.item({ active: current === "saved" })}
            aria-current={current === "saved" ? "page" : undefined}
          >
            <span className={styles.iconWithBadge}>
              <HeartIcon />
              {/* The count is what the list will show; the link's name stays 'Saved'. */}
              {savedCount > 0 && (
                <span className={styles.badge} aria-hidden="true">
                  {savedCount > BADGE_MAX
                    ? intl.formatMessage({ id: "bottomNav.savedBadgeOverflow" }, { max: BADGE_MAX })
                    : intl.formatMessage({ id: "bottomNav.savedBadge" }, { count: savedCount })}
                </span>
              )}
            </span>
            <FormattedMessage id="bottomNav.saved" />
          </Link>
        </li>
        <li>
          <Link to="/bookings" className={styles.item({ active: false })}>
            <CalendarIcon />
            <FormattedMessage id="bottomNav.bookings" />
          </Link>
        </li>
        <li>
          {/* The account's page; a visitor is sent to sign in first and brought back to it. */}
          {viewer ? (
            <Link
              to="/account"
              className={styles.item({ active: false })}
              aria-label={intl.formatMessage({ id: "bottomNav.profileOf" }, { name: firstName(viewer.name) })}
            >
              <PersonIcon />
              <span className={styles.name}>{firstName(viewer.name)}</span>
            </Link>
          ) : (
            <Link to="/account" className={styles.item({ active: false })}>
              <PersonIcon />
              <FormattedMessage id="bottomNav.profile" />
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}

/** The badge stops here, as the bell's does: beyond it shows "99+". */
const BADGE_MAX = 99;

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

const SearchIcon = () => (
  <LineIcon>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </LineIcon>
);
const HeartIcon = () => (
  <LineIcon>
    <path d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z" />
  </LineIcon>
);
const CalendarIcon = () => (
  <LineIcon>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </LineIcon>
);
const PersonIcon = () => (
  <LineIcon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </LineIcon>
);
