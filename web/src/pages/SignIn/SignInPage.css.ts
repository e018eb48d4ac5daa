import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const page = style({ maxWidth: "420px", margin: "0 auto" });

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

// A password was just reset (PasswordResetNotice): a confirmation above the form.
export const resetNotice = style([
  sprinkles({ padding: "md", borderRadius: "md", background: "successSoft", fontSize: "sm", marginBottom: "lg" }),
  { border: `1px solid ${vars.color.success}` },
]);
export const forgotPassword = style([sprinkles({ fontSize: "sm" }), { justifySelf: "start" }]);
