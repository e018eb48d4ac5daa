import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const steps = style([sprinkles({ display: "grid", gap: "lg" }), { maxWidth: "36rem" }]);
export const text = style({ margin: 0 });
export const form = sprinkles({ display: "grid", gap: "md" });
export const action = style({ justifySelf: "start" });
export const actions = sprinkles({ display: "flex", flexWrap: "wrap", gap: "sm" });

// The QR code keeps its quiet zone on a white ground in either theme, or phones cannot read it.
export const qrCode = style({
  width: "200px",
  height: "200px",
  padding: vars.space.sm,
  background: "#ffffff",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

// Grouped in fours and never broken across lines: it is read off the screen and typed elsewhere.
export const secret = style([
  sprinkles({ fontSize: "md", padding: "sm", borderRadius: "md" }),
  {
    background: vars.color.surfaceSunken,
    fontFamily: vars.fontFamily.mono,
    letterSpacing: "0.08em",
    overflowWrap: "anywhere",
  },
]);

export const codes = style([
  sprinkles({ display: "grid", gap: "xs", padding: "md", borderRadius: "md" }),
  {
    background: vars.color.surfaceSunken,
    gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))",
    margin: 0,
    listStyle: "none",
    fontFamily: vars.fontFamily.mono,
  },
]);

export const heading = style([sprinkles({ fontSize: "md", fontWeight: "bold" }), { margin: 0 }]);
