import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { mediaQuery } from "../../styles/tokens";

// The five star choices on one row where they fit, each a whole touch target.
export const stars = sprinkles({ display: "flex", flexWrap: "wrap", gap: "sm" });

// The three optional sub-scores side by side from tablet up.
export const subScores = style([
  sprinkles({ display: "grid", gap: "md" }),
  { "@media": { [mediaQuery.tablet]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } } },
]);
