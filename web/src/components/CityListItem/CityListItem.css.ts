import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const link = style([
  sprinkles({ display: "grid", gap: "xxs", padding: "lg", borderRadius: "md", background: "surface", color: "text" }),
  {
    height: "100%",
    textDecoration: "none",
    border: `1px solid ${vars.color.border}`,
    transition: "border-color 120ms, box-shadow 120ms",
    selectors: {
      "&:hover": { borderColor: vars.color.brand, boxShadow: vars.shadow.md, color: vars.color.text },
    },
  },
]);
export const name = sprinkles({ fontWeight: "semibold", fontSize: "lg", color: "brand" });
export const province = sprinkles({ color: "textMuted", fontSize: "sm" });
export const population = sprinkles({ color: "textMuted", fontSize: "sm" });
