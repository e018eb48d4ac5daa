import { style, styleVariants } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const form = style({ display: "flex", flexDirection: "column", minHeight: 0, flex: 1 });
export const body = style([
  sprinkles({ display: "grid", gap: "xs", paddingX: { mobile: "lg", tablet: "xl" }, paddingBottom: "lg" }),
  { overflowY: "auto", minHeight: 0 },
]);
export const actions = style([
  sprinkles({
    display: "flex",
    justifyContent: "flex-end",
    gap: "sm",
    paddingX: { mobile: "lg", tablet: "xl" },
    paddingY: "md",
  }),
  { borderTop: `1px solid ${vars.color.border}` },
]);

// The primary button's look, in red for a rejection.
export const confirm = styleVariants({
  approve: {},
  reject: {
    background: vars.color.danger,
    selectors: { "&:hover:not(:disabled)": { background: vars.color.danger, filter: "brightness(0.9)" } },
  },
});
