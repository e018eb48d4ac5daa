import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const card = style([
  sprinkles({ background: "surfaceMuted", borderRadius: "lg", padding: "xxl", textAlign: "center" }),
  { border: `1px dashed ${vars.color.borderStrong}` },
]);
export const title = sprinkles({ fontSize: "lg", fontWeight: "bold", marginBottom: "xs" });
export const message = sprinkles({ color: "textMuted" });
