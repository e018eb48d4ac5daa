import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";

export const page = style({ maxWidth: "32rem", margin: "0 auto" });
export const result = sprinkles({ display: "grid", gap: "md" });
export const text = style({ margin: 0 });
export const action = style({ justifySelf: "start" });
