import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const page = style([sprinkles({ display: "grid", gap: "xl" }), { maxWidth: "640px" }]);

export const form = style([
  sprinkles({
    display: "grid",
    gap: "lg",
    background: "surface",
    padding: { mobile: "lg", tablet: "xl" },
    borderRadius: "lg",
    boxShadow: "sm",
  }),
  { border: `1px solid ${vars.color.border}` },
]);
// Tokens are long and opaque: monospace, and allowed to break anywhere.
export const input = style({
  width: "100%",
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.fontFamily.mono,
  fontSize: vars.fontSize.sm,
});

export const result = recipe({
  base: [sprinkles({ display: "grid", gap: "xs", padding: "lg", borderRadius: "lg" }), { borderLeft: "4px solid" }],
  variants: {
    sent: {
      true: { background: vars.color.successSoft, borderColor: vars.color.success },
      false: { background: vars.color.dangerSoft, borderColor: vars.color.danger },
    },
  },
});
export const resultHeading = sprinkles({ fontSize: "xs", fontWeight: "semibold", color: "textMuted" });
export const resultTitle = sprinkles({ fontWeight: "bold" });
export const resultMessage = style([sprinkles({ fontSize: "sm" }), { overflowWrap: "anywhere" }]);
