import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";

export const list = sprinkles({ display: "grid", gap: "lg" });
export const more = style({ justifySelf: "center" });
export const changes = sprinkles({ display: "grid", gap: "xs" });
export const meta = sprinkles({ display: "flex", flexWrap: "wrap", gap: "sm", fontSize: "sm", color: "textMuted" });
export const actions = sprinkles({ display: "flex", flexWrap: "wrap", gap: "sm" });
