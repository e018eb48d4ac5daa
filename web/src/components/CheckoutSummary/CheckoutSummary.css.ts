import { keyframes, style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

/** The summary and the card form are both panels of this look. */
export const panel = style([
  sprinkles({
    display: "grid",
    gap: "lg",
    background: "surface",
    borderRadius: "lg",
    boxShadow: "sm",
    padding: { mobile: "lg", tablet: "xl" },
  }),
  { border: `1px solid ${vars.color.border}`, alignContent: "start", minWidth: 0 },
]);

export const heading = sprinkles({ fontSize: "lg", fontWeight: "bold" });

export const rows = style({ display: "grid", gap: vars.space.md, margin: 0 });
export const row = style([
  sprinkles({ display: "flex", justifyContent: "space-between", gap: "lg", fontSize: "sm" }),
  { alignItems: "baseline" },
]);
export const term = sprinkles({ color: "textMuted" });
export const value = style({ margin: 0, textAlign: "right", overflowWrap: "anywhere", minWidth: 0 });
export const secondary = style([sprinkles({ display: "block", color: "textMuted", fontSize: "xs" })]);

export const totals = style([
  sprinkles({ display: "grid", gap: "sm", paddingTop: "md" }),
  { borderTop: `1px solid ${vars.color.border}` },
]);
export const totalRow = style([row, sprinkles({ fontSize: "lg", fontWeight: "bold" })]);

export const note = style([
  sprinkles({ fontSize: "sm", color: "text", background: "brandSoft", borderRadius: "md", padding: "md" }),
  { margin: 0 },
]);

const pulse = keyframes({ "50%": { opacity: 0.5 } });
export const skeletonLine = style({
  height: "14px",
  borderRadius: vars.radius.sm,
  background: vars.color.skeleton,
  animation: `${pulse} 1.5s ease-in-out infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});
export const skeletonHeading = style([skeletonLine, { height: "20px", width: "45%" }]);
export const skeletonField = style([skeletonLine, { height: vars.size.touchTarget, width: "100%" }]);
