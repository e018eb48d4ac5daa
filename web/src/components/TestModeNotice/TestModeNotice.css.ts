import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const notice = style([
  sprinkles({
    display: "flex",
    alignItems: "center",
    gap: "sm",
    background: "warningSoft",
    color: "warning",
    borderRadius: "md",
    paddingX: "md",
    paddingY: "sm",
    fontSize: "sm",
    fontWeight: "semibold",
  }),
  { border: `1px solid ${vars.color.warning}`, margin: 0 },
]);

export const glyph = style({
  display: "inline-grid",
  placeItems: "center",
  flexShrink: 0,
  width: "20px",
  height: "20px",
  borderRadius: vars.radius.full,
  background: vars.color.warning,
  color: vars.color.warningSoft,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

// Its own line: the notice is a phrase without a full stop, so the two must not run together.
export const detail = style({ display: "block", fontWeight: vars.fontWeight.regular });
