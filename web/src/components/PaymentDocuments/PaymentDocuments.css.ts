import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";

export const list = style([sprinkles({ display: "grid", gap: "xxs" }), { listStyle: "none", margin: 0, padding: 0 }]);
