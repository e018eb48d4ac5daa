import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";

export const tags = style([
  sprinkles({ display: "flex", flexWrap: "wrap", gap: "xs", listStyle: "none", margin: "none" }),
  { padding: 0 },
]);
export const tag = sprinkles({
  fontSize: "xs",
  background: "surfaceSunken",
  borderRadius: "full",
  paddingX: "sm",
  paddingY: "xxs",
});
// One number a line: they are long, and read one at a time.
export const taxNumbers = style([
  sprinkles({ display: "grid", gap: "xxs", listStyle: "none", margin: "none" }),
  { padding: 0 },
]);
export const notes = style([sprinkles({ fontSize: "sm" }), { whiteSpace: "pre-wrap", overflowWrap: "anywhere" }]);
