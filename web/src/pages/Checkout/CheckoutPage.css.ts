import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";
import { mediaQuery } from "../../styles/tokens";

export const back = style([sprinkles({ marginBottom: "lg" }), { alignSelf: "flex-start" }]);
export const backRow = sprinkles({ display: "flex" });

/** Summary beside the card form on wide screens, above it on narrow ones. */
export const layout = style({
  display: "grid",
  gap: vars.space.xl,
  gridTemplateColumns: "minmax(0, 1fr)",
  alignItems: "start",
  maxWidth: "960px",
  "@media": {
    [mediaQuery.desktop]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" },
  },
});

export const status = style([sprinkles({ fontSize: "sm", color: "textMuted", marginBottom: "md" })]);
