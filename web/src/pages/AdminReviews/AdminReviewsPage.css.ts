import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";

export const list = sprinkles({ display: "grid", gap: "lg" });
export const more = style({ justifySelf: "center" });
export const comment = style([sprinkles({ lineHeight: "normal" }), { whiteSpace: "pre-line" }]);
export const meta = sprinkles({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "sm",
  fontSize: "sm",
  color: "textMuted",
});
export const reports = sprinkles({ display: "grid", gap: "xs", fontSize: "sm" });
export const actions = sprinkles({ display: "flex", flexWrap: "wrap", gap: "sm" });
