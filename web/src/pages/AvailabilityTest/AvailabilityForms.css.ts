import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";
import { mediaQuery } from "../../styles/tokens";

// What this screen's two dialogs add to the booking dialog's form styles, which they reuse.

// Two fields side by side from tablet up, each kept to its own height: a message under one
// must not stretch the other's control.
export const pair = style({
  display: "grid",
  gap: vars.space.md,
  alignItems: "start",
  "@media": { [mediaQuery.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
