import { useEffect, useRef, useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useRelayEnvironment } from "react-relay/hooks";
import { useSearchParams } from "react-router-dom";
import { fetchQuery } from "relay-runtime";
import { formatDistanceKm } from "../../lib/format";
import { button } from "../Button/Button.css";
import type { NearbyLocationQuery } from "./__generated__/NearbyLocationQuery.graphql";
import { FAILURE_MESSAGES, geolocationFailure, isBusy, type LocateState } from "./locateOutcome";
import * as styles from "./NearbyLocation.css";

const nearestCityQuery = graphql`
  query NearbyLocationQuery($latitude: Float!, $longitude: Float!) {
    nearestCity(latitude: $latitude, longitude: $longitude) {
      __typename
      ... on NearestCity {
        distanceKm
        city {
          displayName
        }
      }
    }
  }
`;

/**
 * A position an hour old is still the same city, and answers at once; a fresh one may take
 * a while (a phone's GPS), but not forever.
 */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, maximumAge: 60 * 60_000, timeout: 15_000 };

interface NearbyLocationProps {
  /** What the panel says otherwise (the sidebar's note on the search's city). */
  children: ReactNode;
}

/**
 * Spec section 2 "Sidebar": 'Enable Location' (its behaviour not shown). Asks the browser
 * where the reader is, asks the server for the nearest city of the list, and searches near
 * it as choosing that city in the picker does: the city becomes the URL's `location`, in
 * place of the current entry. Each way it can fail says so in words, with the picker as the
 * way on; the button shows it is working while it waits. The outcome takes the place of the
 * panel's note, in room kept for it, so the panels below do not move when it arrives.
 */
export function NearbyLocation({ children }: NearbyLocationProps) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const [searchParams, setSearchParams] = useSearchParams();
  const [state, setState] = useState<LocateState>({ step: "idle" });
  // Answers that arrive after the panel is gone (the reader left the page) change nothing.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const busy = isBusy(state);

  function update(next: LocateState) {
    if (mounted.current) setState(next);
  }

  async function lookUp(position: GeolocationPosition) {
    update({ step: "lookingUp" });
    try {
      const data = await fetchQuery<NearbyLocationQuery>(
        environment,
        nearestCityQuery,
        { latitude: position.coords.latitude, longitude: position.coords.longitude },
        { fetchPolicy: "network-only" },
      ).toPromise();
      const nearest = data?.nearestCity;
      if (!mounted.current) return;
      if (!nearest) return update({ step: "failed", reason: "noCityNear" });
      if (nearest.__typename !== "NearestCity") return update({ step: "failed", reason: "lookupFailed" });
      const city = nearest.city.displayName;
      // As the picker's choice: the search's location, replacing this entry, the scroll kept.
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.set("location", city);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
      update({ step: "found", city, distanceKm: nearest.distanceKm });
    } catch {
      update({ step: "failed", reason: "lookupFailed" });
    }
  }

  function locate() {
    if (busy) return;
    if (!("geolocation" in navigator)) return update({ step: "failed", reason: "unsupported" });
    update({ step: "locating" });
    navigator.geolocation.getCurrentPosition(
      (position) => void lookUp(position),
      (error) => update({ step: "failed", reason: geolocationFailure(error.code) }),
      POSITION_OPTIONS,
    );
  }

  return (
    <div className={styles.root}>
      <button
        type="button"
        className={`${button({ variant: "secondary", size: "sm" })} ${styles.button}`}
        // Not `disabled`: the button keeps focus while it works, and says it is busy.
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={locate}
      >
        {busy ? <span className={styles.spinner} aria-hidden="true" /> : <LocateIcon />}
        <FormattedMessage
          id={
            state.step === "locating"
              ? "nearbyLocation.locating"
              : state.step === "lookingUp"
                ? "nearbyLocation.lookingUp"
                : "nearbyLocation.enable"
          }
        />
      </button>
      {/* Always present, so the outcome is announced when it arrives. */}
      <div role="status" className={styles.outcome}>
        {state.step === "failed" ? (
          <p className={styles.failure}>
            <FormattedMessage id={FAILURE_MESSAGES[state.reason]} />
          </p>
        ) : state.step === "found" && searchParams.get("location") === state.city ? (
          <p className={styles.found}>
            <FormattedMessage
              id="nearbyLocation.found"
              values={{ city: state.city, distance: formatDistanceKm(state.distanceKm, intl) }}
            />
          </p>
        ) : (
          // Another city chosen since, or nothing to report: the panel's own note.
          children
        )}
      </div>
    </div>
  );
}

function LocateIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
    </svg>
  );
}
