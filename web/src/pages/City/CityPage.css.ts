import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const facts = sprinkles({ display: "flex", flexWrap: "wrap", gap: "xl" });
export const fact = sprinkles({ display: "grid", gap: "xs" });
export const label = sprinkles({ fontSize: "sm", color: "textMuted" });
export const value = sprinkles({ fontSize: "lg", fontWeight: "semibold" });
export const tierBadge = style([
  sprinkles({ display: "inline-block", fontSize: "sm", fontWeight: "semibold", color: "brand", background: "brandSoft", borderRadius: "full" }),
  { padding: `${vars.space.xxs} ${vars.space.md}` },
]);
