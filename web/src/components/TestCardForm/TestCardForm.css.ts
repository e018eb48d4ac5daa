import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const form = sprinkles({ display: "grid", gap: "lg" });
export const field = sprinkles({ display: "grid", gap: "xs" });
export const label = sprinkles({ fontSize: "sm", fontWeight: "semibold" });

export const input = style([
  sprinkles({ fontSize: "lg", paddingX: "md", paddingY: "sm", borderRadius: "md", background: "surface" }),
  {
    border: `1px solid ${vars.color.borderStrong}`,
    fontFamily: vars.fontFamily.mono,
    letterSpacing: "0.05em",
    minHeight: "44px",
    width: "100%",
    selectors: {
      "&[aria-invalid='true']": { borderColor: vars.color.danger },
    },
  },
]);

export const hint = sprinkles({ fontSize: "sm", color: "textMuted" });
export const hintList = style([
  sprinkles({ fontSize: "sm", color: "textMuted" }),
  { margin: 0, paddingLeft: vars.space.xl },
]);
export const cardNumber = style({ fontFamily: vars.fontFamily.mono, whiteSpace: "nowrap" });

export const error = style([sprinkles({ fontSize: "sm", color: "danger", fontWeight: "semibold" }), { margin: 0 }]);
export const submit = style({ width: "100%" });
