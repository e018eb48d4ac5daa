import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { mediaQuery } from "../../styles/tokens";

export const list = sprinkles({ display: "grid", gap: "lg" });

export const summary = sprinkles({ display: "grid", gap: "xs" });
export const count = sprinkles({ fontSize: "lg", fontWeight: "bold" });
export const note = sprinkles({ fontSize: "sm", color: "textMuted" });

// The cards as the home's list lays them out: one column on a phone, then two, then three.
export const grid = style([
  sprinkles({ display: "grid", gap: "lg" }),
  {
    gridTemplateColumns: "minmax(0, 1fr)",
    "@media": {
      [mediaQuery.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
      [mediaQuery.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    },
  },
]);

export const more = style({ justifySelf: "center" });
