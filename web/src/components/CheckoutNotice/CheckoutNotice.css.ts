import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

/** A message in place of the checkout: signed out, or nothing to pay. */
export const notice = style([
  sprinkles({
    display: "grid",
    gap: "md",
    background: "surface",
    borderRadius: "lg",
    boxShadow: "sm",
    padding: { mobile: "xl", tablet: "xxl" },
    textAlign: "center",
  }),
  { border: `1px solid ${vars.color.border}`, maxWidth: "560px", justifyItems: "center" },
]);
export const noticeTitle = sprinkles({ fontSize: "xl", fontWeight: "bold" });
export const noticeMessage = style([sprinkles({ color: "textMuted" }), { margin: 0, maxWidth: "52ch" }]);
export const noticeActions = sprinkles({
  display: "flex",
  flexWrap: "wrap",
  gap: "sm",
  justifyContent: "center",
  paddingTop: "sm",
});
