import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

// Red for what cannot be undone (cancelling a booking or a schedule, revoking a token), laid
// over a button's look: the button that asks for it, and the one that confirms it.

/** A secondary button's words in red, hovered or not. */
export const dangerText = style({
  color: vars.color.danger,
  selectors: { "&:hover:not(:disabled)": { color: vars.color.danger } },
});

/** A primary button filled red, a shade darker under the pointer. */
export const dangerFill = style({
  background: vars.color.danger,
  selectors: { "&:hover:not(:disabled)": { background: vars.color.danger, filter: "brightness(0.9)" } },
});
