import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const card = recipe({
  base: [
    sprinkles({
      display: "flex",
      flexDirection: "column",
      gap: "sm",
      background: "surface",
      borderRadius: "lg",
      padding: "lg",
    }),
    { height: "100%", border: `1px solid ${vars.color.border}` },
  ],
  variants: {
    selected: {
      true: { borderColor: vars.color.brand, boxShadow: `0 0 0 1px ${vars.color.brand}` },
      false: {},
    },
  },
});
export const header = sprinkles({ display: "grid", gap: "xxs" });
export const title = sprinkles({ fontSize: "lg", fontWeight: "bold" });
export const tierNumber = sprinkles({ color: "brand" });
export const band = sprinkles({ fontSize: "xs", color: "textMuted" });
export const count = sprinkles({ fontSize: "sm", fontWeight: "semibold", color: "textMuted" });
export const list = sprinkles({ display: "grid", gap: "xs" });
export const cityLink = sprinkles({ fontWeight: "medium" });
export const province = sprinkles({ fontSize: "sm", color: "textMuted" });
export const showAll = style({ marginTop: "auto", alignSelf: "flex-start", marginLeft: `calc(-1 * ${vars.space.md})` });
