import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const preview = style([
  sprinkles({ display: "grid", gap: "sm", padding: "md", borderRadius: "md", background: "surfaceMuted" }),
  { border: `1px solid ${vars.color.border}` },
]);
export const previewHeading = sprinkles({ fontSize: "sm", fontWeight: "bold" });
export const previewSummary = sprinkles({ fontSize: "sm", color: "textMuted" });
export const previewList = style([
  sprinkles({ display: "flex", flexWrap: "wrap", gap: "xs", margin: "none" }),
  { padding: 0 },
]);
export const previewSlot = style([
  sprinkles({ fontSize: "sm", background: "successSoft", borderRadius: "sm", paddingX: "sm", paddingY: "xxs" }),
  { border: `1px solid ${vars.color.success}` },
]);
