import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const facts = style([
  sprinkles({
    display: "flex",
    flexWrap: "wrap",
    gap: { mobile: "lg", tablet: "xxl" },
    background: "surface",
    borderRadius: "lg",
    padding: "lg",
  }),
  { border: `1px solid ${vars.color.border}` },
]);
export const fact = sprinkles({ display: "grid", gap: "xs" });
export const label = sprinkles({ fontSize: "sm", color: "textMuted" });
export const value = sprinkles({ fontSize: "lg", fontWeight: "semibold" });
export const tierBadge = style([
  sprinkles({
    display: "inline-block",
    fontSize: "sm",
    fontWeight: "semibold",
    color: "brand",
    background: "brandSoft",
    borderRadius: "full",
  }),
  { padding: `${vars.space.xxs} ${vars.space.md}` },
]);

export const section = sprinkles({ marginTop: "xxl" });
export const sectionHeading = sprinkles({ fontSize: "xl", fontWeight: "bold", marginBottom: "lg" });
export const note = sprinkles({ fontSize: "sm", color: "textMuted", marginBottom: "lg" });

export const services = sprinkles({ display: "flex", flexWrap: "wrap", gap: "sm" });
export const service = style([
  sprinkles({
    display: "inline-block",
    fontSize: "sm",
    fontWeight: "medium",
    borderRadius: "full",
    background: "surface",
    color: "text",
  }),
  {
    padding: `${vars.space.xs} ${vars.space.md}`,
    border: `1px solid ${vars.color.borderStrong}`,
    textDecoration: "none",
    selectors: { "&:hover": { borderColor: vars.color.brand, color: vars.color.brand } },
  },
]);

export const invite = style([
  sprinkles({
    display: "grid",
    gap: "md",
    background: "surface",
    borderRadius: "lg",
    padding: { mobile: "xl", tablet: "xxl" },
    textAlign: "center",
  }),
  { border: `1px dashed ${vars.color.borderStrong}`, justifyItems: "center" },
]);
export const inviteTitle = sprinkles({ fontSize: "xl", fontWeight: "bold" });
export const inviteText = style([sprinkles({ color: "textMuted" }), { maxWidth: "52ch" }]);
