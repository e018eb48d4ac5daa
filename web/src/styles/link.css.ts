import { style } from "@vanilla-extract/css";

/** A heading that is also the way to what it names: it reads as the heading, underlined on hover. */
export const headingLink = style({
  color: "inherit",
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});
