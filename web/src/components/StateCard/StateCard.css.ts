import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";
import { mediaQuery } from "../../styles/tokens";

export const card = style([
  sprinkles({
    background: "surface",
    borderRadius: "lg",
    boxShadow: "sm",
    padding: { mobile: "xl", tablet: "xxl" },
    textAlign: "center",
  }),
  { border: `1px solid ${vars.color.border}`, maxWidth: "560px", margin: `${vars.space.xl} auto` },
]);

export const icon = recipe({
  base: {
    width: "48px",
    height: "48px",
    margin: `0 auto ${vars.space.lg}`,
    borderRadius: vars.radius.full,
    display: "grid",
    placeItems: "center",
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.xl,
  },
  variants: {
    tone: {
      danger: { background: vars.color.dangerSoft, color: vars.color.danger },
      neutral: { background: vars.color.brandSoft, color: vars.color.brand },
    },
  },
});

export const title = sprinkles({ fontSize: "xl", fontWeight: "bold", marginBottom: "sm" });
export const message = sprinkles({ color: "textMuted", marginBottom: "lg" });
export const suggestions = style({ textAlign: "left", display: "inline-block", marginBottom: vars.space.lg });
export const suggestionsLabel = sprinkles({ fontSize: "sm", fontWeight: "semibold", marginBottom: "xs" });
export const suggestionList = style({
  paddingLeft: vars.space.xl,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const actions = sprinkles({ display: "flex", flexWrap: "wrap", gap: "sm", justifyContent: "center" });

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const loading = style({ padding: `${vars.space.xl} 0` });
export const loadingRow = sprinkles({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: "md",
  color: "textMuted",
});
export const spinner = style({
  width: "20px",
  height: "20px",
  borderRadius: vars.radius.full,
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 800ms linear infinite`,
});
// As the provider lists lay out their cards (ProviderResults' grid): one column on a phone,
// two from a tablet, and on a wide screen two beside a sidebar or three without.
export const skeletonGrid = recipe({
  base: [
    sprinkles({ display: "grid", gap: "lg", marginTop: "xl" }),
    { gridTemplateColumns: "minmax(0, 1fr)", listStyle: "none", padding: 0 },
  ],
  variants: {
    columns: {
      2: { "@media": { [mediaQuery.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } } },
      3: {
        "@media": {
          [mediaQuery.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
          [mediaQuery.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
        },
      },
    },
  },
});
