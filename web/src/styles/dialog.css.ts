import { style } from "@vanilla-extract/css";
import { sprinkles } from "./sprinkles.css";
import { vars } from "./theme.css";

/** A dialog's buttons, under a rule at its foot: at the far end, wrapping on a narrow phone. */
export const dialogActions = style([
  sprinkles({
    display: "flex",
    flexWrap: "wrap",
    justifyContent: "flex-end",
    gap: "sm",
    paddingX: { mobile: "lg", tablet: "xl" },
    paddingY: "md",
  }),
  { borderTop: `1px solid ${vars.color.border}` },
]);
