import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";

// One card across on a phone, two on a tablet, three on a desktop.
export const cards = style([
  sprinkles({ display: "grid", gridTemplateColumns: { mobile: 1, tablet: 2, desktop: 3 }, gap: "lg" }),
  { margin: 0 },
]);

export const notice = sprinkles({ color: "textMuted", marginBottom: "lg" });
