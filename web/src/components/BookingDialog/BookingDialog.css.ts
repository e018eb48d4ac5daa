import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";
import { mediaQuery } from "../../styles/tokens";

// The fields below scroll under a rule; the frame's header has none of its own.
export const headerRule = style({ borderBottom: `1px solid ${vars.color.border}` });

export const form = style({ display: "flex", flexDirection: "column", minHeight: 0, flex: 1 });
// The fields scroll on a short screen; the buttons stay in view.
export const fields = style([
  sprinkles({ display: "grid", gap: "md", paddingX: { mobile: "lg", tablet: "xl" }, paddingY: "lg" }),
  { overflowY: "auto", minHeight: 0, flex: 1 },
]);
// Two fields side by side from tablet up, each kept to its own height: a message under one
// must not stretch the other's control.
export const pair = style({
  display: "grid",
  gap: vars.space.md,
  alignItems: "start",
  "@media": { [mediaQuery.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const note = sprinkles({ fontSize: "sm", color: "textMuted" });

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
