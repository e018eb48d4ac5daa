import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { field, select as formSelect } from "../../styles/form.css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";
import { mediaQuery } from "../../styles/tokens";

export const filters = style([
  sprinkles({
    display: "grid",
    gridTemplateColumns: { mobile: 1, tablet: 4 },
    gap: "lg",
    background: "surface",
    borderRadius: "lg",
    boxShadow: "sm",
    padding: { mobile: "lg", tablet: "xl" },
    marginBottom: "xl",
  }),
  { border: `1px solid ${vars.color.border}` },
]);
// The text search takes half the row on wider screens.
export const searchField = style([field, { "@media": { [mediaQuery.tablet]: { gridColumn: "span 2" } } }]);

export const select = style([
  formSelect,
  {
    selectors: { "&:hover": { borderColor: vars.color.brand } },
    // The native arrow, redrawn so every browser shows the same one with room for it.
    appearance: "none",
    paddingRight: vars.space.xxl,
    backgroundImage: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 16 16'%3E%3Cpath d='M4 6l4 4 4-4' fill='none' stroke='%23475569' stroke-width='1.75' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E")`,
    backgroundRepeat: "no-repeat",
    backgroundPosition: `right ${vars.space.md} center`,
    textOverflow: "ellipsis",
  },
]);

export const results = recipe({
  base: { transition: "opacity 150ms" },
  variants: {
    // Previous results stay readable while the next ones load.
    pending: { true: { opacity: 0.6 }, false: {} },
  },
});
// Always in the page, so screen readers hear the change; empty takes no room.
export const pendingNote = style({
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
});

export const sectionHeading = sprinkles({ fontSize: "xl", fontWeight: "bold", marginBottom: "lg" });
export const tierGrid = sprinkles({
  display: "grid",
  gridTemplateColumns: { mobile: 1, tablet: 2, desktop: 4 },
  gap: "lg",
  marginBottom: "xxl",
});
export const cityGrid = sprinkles({
  display: "grid",
  gridTemplateColumns: { mobile: 1, tablet: 3, desktop: 4 },
  gap: "md",
});
export const more = sprinkles({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "sm",
  marginTop: "xl",
});
export const moreCount = sprinkles({ fontSize: "sm", color: "textMuted" });
