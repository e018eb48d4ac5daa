import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";

export const noShow = style([
  sprinkles({ display: "grid", gap: "xs", padding: "sm", borderRadius: "md", background: "surfaceMuted" }),
  { justifyItems: "start", overflowWrap: "anywhere" },
]);
export const text = style([sprinkles({ fontSize: "sm" }), { margin: 0 }]);
