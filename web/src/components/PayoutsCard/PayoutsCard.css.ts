import { style, styleVariants } from "@vanilla-extract/css";
import { badgeTones } from "../../styles/badge.css";
import { sprinkles } from "../../styles/sprinkles.css";

import { card as surfaceCard } from "../../styles/surface.css";

export { cardHeader as header } from "../../styles/surface.css";
// The header's 'Payouts' link scrolls here: below the sticky header and, from desktop up,
// the signed-in tools row under it (html's scroll padding covers the bar alone).
export const card = style([surfaceCard, { scrollMarginTop: "48px" }]);
export const heading = sprinkles({ fontSize: "lg", fontWeight: "bold" });
export const message = style([sprinkles({ color: "textMuted" }), { margin: 0, maxWidth: "65ch" }]);

// The words say the same as the colour.
export const badges = {
  "not-set-up": badgeTones.warning,
  "in-progress": badgeTones.info,
  "set-up": badgeTones.success,
};

export const figures = style([
  sprinkles({ display: "grid", gridTemplateColumns: { mobile: 1, tablet: 2 }, gap: "md" }),
  { margin: 0 },
]);
export const figure = style([
  sprinkles({ display: "grid", gap: "xxs", background: "surfaceMuted", borderRadius: "md", padding: "md" }),
  { alignContent: "start" },
]);
export const figureLabel = sprinkles({ fontSize: "sm", fontWeight: "semibold", color: "textMuted" });
export const figureValue = style([
  sprinkles({ fontSize: "xl", fontWeight: "bold" }),
  { margin: 0, fontVariantNumeric: "tabular-nums" },
]);
export const figureHint = style([sprinkles({ fontSize: "xs", color: "textMuted" }), { margin: 0 }]);

export const notice = styleVariants({
  success: [
    sprinkles({ fontSize: "sm", color: "success", background: "successSoft", borderRadius: "md", padding: "md" }),
    { margin: 0 },
  ],
  info: [
    sprinkles({ fontSize: "sm", color: "text", background: "brandSoft", borderRadius: "md", padding: "md" }),
    { margin: 0 },
  ],
  error: [
    sprinkles({ fontSize: "sm", color: "danger", background: "dangerSoft", borderRadius: "md", padding: "md" }),
    { margin: 0 },
  ],
});

export const actions = sprinkles({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "sm" });
