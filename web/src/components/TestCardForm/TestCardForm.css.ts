import { style } from "@vanilla-extract/css";
import { input } from "../../styles/form.css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const form = sprinkles({ display: "grid", gap: "lg" });
// A card number reads best in a larger monospaced face, its groups spaced apart.
export const cardInput = style([
  input,
  { fontSize: vars.fontSize.lg, fontFamily: vars.fontFamily.mono, letterSpacing: "0.05em" },
]);

export const hintList = style([
  sprinkles({ fontSize: "sm", color: "textMuted" }),
  { margin: 0, paddingLeft: vars.space.xl },
]);
export const cardNumber = style({ fontFamily: vars.fontFamily.mono, whiteSpace: "nowrap" });

export const error = style([sprinkles({ fontSize: "sm", color: "danger", fontWeight: "semibold" }), { margin: 0 }]);
export const submit = style({ width: "100%" });
