import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const filters = sprinkles({ display: "flex", flexWrap: "wrap", gap: "xs", marginBottom: "lg" });
export const filter = recipe({
  base: [
    sprinkles({ paddingX: "md", paddingY: "xs", fontSize: "sm", fontWeight: "semibold", borderRadius: "full" }),
    {
      minHeight: "36px",
      border: `1px solid ${vars.color.borderStrong}`,
      background: vars.color.surface,
      color: vars.color.text,
      cursor: "pointer",
    },
  ],
  variants: {
    active: {
      true: { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textOnBrand },
      false: { selectors: { "&:hover": { background: vars.color.surfaceSunken } } },
    },
  },
});

// People's own line breaks, and long words or links that must not widen the card.
export const message = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });
export const error = sprinkles({ fontSize: "sm", color: "danger" });
