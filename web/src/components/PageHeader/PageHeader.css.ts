import { globalStyle } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { sprinkles } from "../../styles/sprinkles.css";

export const header = recipe({
  base: sprinkles({ marginBottom: "xl" }),
  variants: {
    align: {
      start: {},
      center: sprinkles({ textAlign: "center" }),
    },
  },
});
export const heading = sprinkles({ fontSize: { mobile: "xxl", tablet: "xxxl" }, fontWeight: "bold" });
export const intro = sprinkles({ marginTop: "sm", color: "textMuted", fontSize: "lg", maxWidth: "prose" });

// A centred header centres its measure-limited intro too.
globalStyle(`${header.classNames.variants.align.center} ${intro}`, { marginInline: "auto" });
