import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const page = style({ maxWidth: "420px", margin: "0 auto" });

export const form = style([
  sprinkles({ display: "grid", gap: "lg", background: "surface", padding: "xl", borderRadius: "lg", boxShadow: "sm" }),
  { border: `1px solid ${vars.color.border}` },
]);
export const field = sprinkles({ display: "grid", gap: "xs" });
export const label = sprinkles({ fontWeight: "medium", fontSize: "sm" });
export const input = style({
  minHeight: "44px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { "&[aria-invalid='true']": { borderColor: vars.color.danger } },
});
export const fieldError = sprinkles({ fontSize: "sm", color: "danger" });
export const alert = style([
  sprinkles({ padding: "md", borderRadius: "md", color: "danger", background: "dangerSoft", fontSize: "sm" }),
  { border: `1px solid ${vars.color.danger}` },
]);

export const demo = style([
  sprinkles({ marginTop: "xl", padding: "lg", borderRadius: "md", background: "brandSoft", fontSize: "sm" }),
]);
export const demoTitle = sprinkles({ fontWeight: "semibold", marginBottom: "xs" });
export const demoList = style({ margin: `0 0 ${vars.space.xs}`, paddingLeft: vars.space.xl });

// Someone already signed in (SignedInNotice): the ways on side by side, then the switch.
export const actions = sprinkles({ display: "flex", flexWrap: "wrap", gap: "sm" });
export const switchAccount = style([
  sprinkles({ fontSize: "sm", color: "textMuted", paddingTop: "lg" }),
  { borderTop: `1px solid ${vars.color.border}` },
]);
export const signOut = style({ justifySelf: "start" });
