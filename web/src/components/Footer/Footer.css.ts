import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const footer = style([
  sprinkles({ marginTop: "huge", background: "surface" }),
  { borderTop: `1px solid ${vars.color.border}` },
]);
export const inner = style([
  sprinkles({ paddingX: { mobile: "lg", tablet: "xl" }, paddingY: "xxl" }),
  { maxWidth: vars.size.contentMax, margin: "0 auto" },
]);
export const columns = sprinkles({ display: "grid", gridTemplateColumns: { mobile: 1, tablet: 3 }, gap: "xl" });
export const columnTitle = sprinkles({ fontSize: "sm", fontWeight: "bold", marginBottom: "md" });
export const list = sprinkles({ display: "grid", gap: "sm" });
export const link = style([
  sprinkles({ fontSize: "sm", color: "textMuted" }),
  { selectors: { "&:hover": { color: vars.color.brand } } },
]);
export const bottom = style([
  sprinkles({
    display: "flex",
    flexDirection: { mobile: "column", tablet: "row" },
    justifyContent: "space-between",
    gap: "sm",
    marginTop: "xxl",
    paddingTop: "lg",
    fontSize: "sm",
    color: "textMuted",
  }),
  { borderTop: `1px solid ${vars.color.border}` },
]);
