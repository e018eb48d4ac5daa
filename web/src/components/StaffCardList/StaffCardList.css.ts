import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";

export const list = style([
  sprinkles({ display: "grid", gap: "lg", listStyle: "none", margin: "none" }),
  { padding: 0 },
]);
export const more = sprinkles({ display: "flex", justifyContent: "center", paddingTop: "xl" });
