import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { sprinkles } from "../../styles/sprinkles.css";

import { mediaQuery } from "../../styles/tokens";

export const results = sprinkles({ display: "grid", gap: "lg" });

export const bar = sprinkles({
  display: "flex",
  flexDirection: { mobile: "column", desktop: "row" },
  alignItems: { mobile: "flex-start", desktop: "center" },
  justifyContent: "space-between",
  gap: "md",
});
export const count = style([sprinkles({ fontSize: "lg" }), { minHeight: "1.5em" }]);
export const countWhere = sprinkles({ color: "textMuted" });

export const list = recipe({
  base: { transition: "opacity 150ms" },
  variants: { pending: { true: { opacity: 0.55 }, false: {} } },
});

export const grid = recipe({
  base: [sprinkles({ display: "grid", gap: "lg" }), { gridTemplateColumns: "minmax(0, 1fr)" }],
  variants: {
    columns: {
      2: { "@media": { [mediaQuery.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } } },
      3: {
        "@media": {
          [mediaQuery.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
          [mediaQuery.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
        },
      },
    },
  },
});

export const more = style([
  sprinkles({ display: "flex", flexDirection: "column", alignItems: "center", gap: "sm", paddingTop: "xl" }),
]);
export const moreCount = sprinkles({ fontSize: "sm", color: "textMuted" });
export const moreError = style([sprinkles({ fontSize: "sm", color: "danger" }), { textAlign: "center" }]);
