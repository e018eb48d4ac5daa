import { style, styleVariants } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";

export const body = style([sprinkles({ display: "grid", gap: "md", padding: "lg" }), { paddingTop: 0 }]);
export const thread = style([
  sprinkles({ display: "grid", gap: "sm" }),
  { listStyle: "none", margin: 0, padding: 0, maxHeight: "min(50vh, 420px)", overflowY: "auto" },
]);
const bubble = style([
  sprinkles({ display: "grid", gap: "xxs", borderRadius: "md", padding: "sm" }),
  { maxWidth: "85%", overflowWrap: "anywhere", whiteSpace: "pre-wrap" },
]);
export const message = styleVariants({
  mine: [bubble, sprinkles({ background: "brandSoft" }), { justifySelf: "end" }],
  theirs: [bubble, sprinkles({ background: "surfaceMuted" }), { justifySelf: "start" }],
});
export const meta = sprinkles({ fontSize: "xs", color: "textMuted" });
export const text = style({ margin: 0 });
export const seen = style([sprinkles({ fontSize: "xs", color: "textMuted" }), { justifySelf: "end", margin: 0 }]);
export const note = style([sprinkles({ fontSize: "sm", color: "textMuted" }), { margin: 0 }]);
export const form = sprinkles({ display: "grid", gap: "sm" });
export const actions = sprinkles({ display: "flex", justifyContent: "flex-end", gap: "sm" });
