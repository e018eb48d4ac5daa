import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const page = style({ maxWidth: "640px", margin: "0 auto" });

export const submit = style({ justifySelf: "start" });

// The receipt: where focus lands once the message is sent, so it is read out at once.
export const confirmation = style([
  sprinkles({ display: "grid", gap: "md", padding: "xl", borderRadius: "lg", background: "successSoft" }),
  { border: `1px solid ${vars.color.success}`, outline: "none" },
]);
export const confirmationHeading = style([sprinkles({ fontSize: "lg", fontWeight: "semibold" }), { margin: 0 }]);
export const reference = style([
  sprinkles({ fontWeight: "bold", fontSize: "lg" }),
  { fontFamily: vars.fontFamily.mono, letterSpacing: "0.05em" },
]);
export const confirmationActions = sprinkles({ display: "flex", flexWrap: "wrap", gap: "sm" });
