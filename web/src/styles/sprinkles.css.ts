import { createSprinkles, defineProperties } from "@vanilla-extract/sprinkles";
import { vars } from "./theme.css";
import { mediaQuery } from "./tokens";

// Layout atoms that change with the viewport: mobile first, then tablet, desktop, wide.
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { "@media": mediaQuery.tablet },
    desktop: { "@media": mediaQuery.desktop },
    wide: { "@media": mediaQuery.wide },
  },
  defaultCondition: "mobile",
  properties: {
    display: ["none", "block", "inline", "inline-block", "flex", "inline-flex", "grid"],
    flexDirection: ["row", "column"],
    flexWrap: ["wrap", "nowrap"],
    alignItems: ["stretch", "flex-start", "center", "flex-end", "baseline"],
    justifyContent: ["flex-start", "center", "flex-end", "space-between"],
    gridTemplateColumns: {
      1: "minmax(0, 1fr)",
      2: "repeat(2, minmax(0, 1fr))",
      3: "repeat(3, minmax(0, 1fr))",
      4: "repeat(4, minmax(0, 1fr))",
    },
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    fontSize: vars.fontSize,
    textAlign: ["left", "center", "right"],
  },
  shorthands: {
    padding: ["paddingTop", "paddingBottom", "paddingLeft", "paddingRight"],
    paddingX: ["paddingLeft", "paddingRight"],
    paddingY: ["paddingTop", "paddingBottom"],
    marginY: ["marginTop", "marginBottom"],
  },
});

// Colour atoms, with hover for links and buttons that only change colour.
const colorProperties = defineProperties({
  conditions: {
    default: {},
    hover: { selector: "&:hover" },
  },
  defaultCondition: "default",
  properties: {
    color: vars.color,
    background: vars.color,
    borderColor: vars.color,
  },
});

const staticProperties = defineProperties({
  properties: {
    fontWeight: vars.fontWeight,
    lineHeight: vars.lineHeight,
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    borderWidth: { none: "0", thin: "1px" },
    borderStyle: ["solid", "none"],
    listStyle: ["none"],
    margin: { none: "0", auto: "0 auto" },
    maxWidth: { content: vars.size.contentMax, prose: "65ch", full: "100%" },
    width: { full: "100%" },
    /** `touch`: tall enough to tap (tokens' size.touchTarget). */
    minHeight: { touch: vars.size.touchTarget },
    textDecoration: ["none", "underline"],
  },
});

export const sprinkles = createSprinkles(responsiveProperties, colorProperties, staticProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
