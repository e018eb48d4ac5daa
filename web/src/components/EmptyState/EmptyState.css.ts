import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { emptyPanel } from "../../styles/surface.css";

export const panel = style([emptyPanel, sprinkles({ gap: "sm" })]);
export const title = sprinkles({ fontSize: "lg", fontWeight: "bold" });
export const message = style([sprinkles({ color: "textMuted", marginBottom: "sm" }), { maxWidth: "52ch" }]);
