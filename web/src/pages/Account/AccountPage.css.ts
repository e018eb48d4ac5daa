import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";
import { mediaQuery } from "../../styles/tokens";

// One card per concern (profile, tools, data, signing out), one under another: a later
// section (the password, the email address) is one more card in the same column.
export const sections = style([sprinkles({ display: "grid", gap: "xl" }), { maxWidth: "44rem" }]);

export const section = style([
  sprinkles({ display: "grid", gap: "md", background: "surface", padding: "xl", borderRadius: "lg", boxShadow: "sm" }),
  { border: `1px solid ${vars.color.border}`, minWidth: 0 },
]);
export const heading = sprinkles({ fontSize: "lg", fontWeight: "bold" });
export const text = style({ margin: 0 });

// The profile's facts: the term above its value on a phone, beside it from tablet up.
export const facts = style({ display: "grid", gap: vars.space.md, margin: 0 });
export const fact = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xxs,
  "@media": { [mediaQuery.tablet]: { gridTemplateColumns: "10rem minmax(0, 1fr)", gap: vars.space.md } },
});
export const term = sprinkles({ fontSize: "sm", color: "textMuted", fontWeight: "semibold" });
export const value = style({ margin: 0, overflowWrap: "anywhere" });

export const links = style([
  sprinkles({ display: "grid", gap: "xs", listStyle: "none", margin: "none" }),
  { padding: 0 },
]);
export const link = style([
  sprinkles({ display: "flex", alignItems: "center", paddingX: "md", borderRadius: "md", fontWeight: "semibold" }),
  {
    minHeight: vars.size.touchTarget,
    border: `1px solid ${vars.color.border}`,
    textDecoration: "none",
    color: vars.color.text,
    selectors: { "&:hover": { background: vars.color.surfaceSunken, color: vars.color.text } },
  },
]);

export const action = style({ justifySelf: "start" });
