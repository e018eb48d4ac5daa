import { useId } from "react";
import { useIntl } from "react-intl";
import { formatRating } from "../../lib/format";
import * as styles from "./StarRating.css";

interface StarRatingProps {
  /** 0 to 5; fractions fill part of a star. */
  rating: number;
  size?: "sm" | "md";
}

const STAR = "M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z";

/** Five stars filled to the rating; read out as "Rated 4.8 out of 5". */
export function StarRating({ rating, size = "md" }: StarRatingProps) {
  const intl = useIntl();
  const clipId = `stars${useId().replace(/[^\w-]/g, "_")}`;
  const clamped = Math.max(0, Math.min(5, rating));
  const px = size === "sm" ? 14 : 16;
  const gap = 2;
  const width = 5 * px + 4 * gap;
  // Fill across the stars, not across the gaps: star n covers [n*(px+gap), n*(px+gap)+px].
  const whole = Math.floor(clamped);
  const fillTo = whole * (px + gap) + (clamped - whole) * px;
  return (
    <span
      role="img"
      aria-label={intl.formatMessage({ id: "starRating.label" }, { rating: formatRating(clamped, intl) })}
      className={styles.stars}
    >
      <svg width={width} height={px} viewBox={`0 0 ${width} ${px}`} aria-hidden="true" focusable="false">
        <defs>
          <clipPath id={clipId}>
            <rect x="0" y="0" width={fillTo} height={px} />
          </clipPath>
        </defs>
        {[0, 1, 2, 3, 4].map((n) => (
          <path
            key={`e${n}`}
            d={STAR}
            transform={`translate(${n * (px + gap)} 0) scale(${px / 20})`}
            className={styles.empty}
          />
        ))}
        <g clipPath={`url(#${clipId})`}>
          {[0, 1, 2, 3, 4].map((n) => (
            <path
              key={`f${n}`}
              d={STAR}
              transform={`translate(${n * (px + gap)} 0) scale(${px / 20})`}
              className={styles.filled}
            />
          ))}
        </g>
      </svg>
    </span>
  );
}
