import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { card as surfaceCard } from "../../styles/surface.css";

export { cardHeader as header } from "../../styles/surface.css";
export { input as address } from "../../styles/form.css";

export const card = surfaceCard;
export const heading = sprinkles({ fontSize: "lg", fontWeight: "bold" });
export const message = style([sprinkles({ color: "textMuted" }), { margin: 0, maxWidth: "65ch" }]);
export const field = sprinkles({ display: "grid", gap: "xxs" });
export const label = sprinkles({ fontSize: "sm", fontWeight: "semibold" });
export const warning = style([
  sprinkles({ fontSize: "sm", color: "text", background: "warningSoft", borderRadius: "md", padding: "md" }),
  { margin: 0 },
]);
export const actions = sprinkles({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "sm" });
export const status = sprinkles({ fontSize: "sm", color: "success" });
