import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import * as tabStyles from "../../styles/tabs.css";
import { vars } from "../../styles/theme.css";

export const approver = style([
  sprinkles({
    display: "grid",
    gap: "xs",
    marginBottom: "xl",
    padding: "lg",
    background: "surfaceMuted",
    borderRadius: "lg",
  }),
  { border: `1px solid ${vars.color.border}`, maxWidth: "420px" },
]);
export { panel } from "../../styles/tabs.css";
export const tabList = style([tabStyles.tabList, sprinkles({ marginBottom: "md" })]);
export const tab = style([
  tabStyles.tabBase,
  { padding: `${vars.space.sm} ${vars.space.md}`, fontSize: vars.fontSize.sm },
]);
export const tags = style([
  sprinkles({ display: "flex", flexWrap: "wrap", gap: "xs", listStyle: "none", margin: "none" }),
  { padding: 0 },
]);
export const tag = sprinkles({
  fontSize: "xs",
  background: "surfaceSunken",
  borderRadius: "full",
  paddingX: "sm",
  paddingY: "xxs",
});
export const description = style([sprinkles({ fontSize: "sm" }), { whiteSpace: "pre-wrap" }]);
export const muted = sprinkles({ color: "textMuted" });
export const rejectButton = style({
  color: vars.color.danger,
  selectors: { "&:hover:not(:disabled)": { color: vars.color.danger } },
});
