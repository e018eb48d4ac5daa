import { style } from "@vanilla-extract/css";
import { sprinkles } from "./styles/sprinkles.css";
import { vars } from "./styles/theme.css";

export const shell = style({ display: "flex", flexDirection: "column", minHeight: "100vh" });

// At least the screen below the header, so the footer starts below the fold whatever the
// page shows: while a page loads, its "Loading..." is short, and a footer drawn under it
// would be pushed down (a layout shift) when the page arrives.
export const main = style([
  sprinkles({ paddingX: { mobile: "lg", tablet: "xl" }, paddingTop: { mobile: "xl", tablet: "xxl" } }),
  {
    flex: 1,
    width: "100%",
    maxWidth: vars.size.contentMax,
    minHeight: `calc(100vh - ${vars.size.headerHeight})`,
    margin: "0 auto",
    outline: "none",
  },
]);

// Off screen until focused, then the first thing a keyboard user sees.
export const skipLink = style({
  position: "absolute",
  left: vars.space.lg,
  top: "-100px",
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  borderRadius: vars.radius.md,
  selectors: { "&:focus": { top: vars.space.sm, color: vars.color.textOnBrand } },
});
