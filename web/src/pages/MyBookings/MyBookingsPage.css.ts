import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const list = style([
  sprinkles({ display: "grid", gap: "lg", listStyle: "none", margin: "none" }),
  { padding: 0 },
]);
export const more = sprinkles({ display: "grid", justifyContent: "center", gap: "sm", paddingTop: "xl" });
export const moreError = style([sprinkles({ fontSize: "sm", color: "danger" }), { textAlign: "center" }]);

export const serviceType = sprinkles({ fontSize: "sm", color: "textMuted" });

/** The card's wrapper, focused once its booking is cancelled: the outline follows the card's corners. */
export const focusTarget = style({ borderRadius: vars.radius.lg });
