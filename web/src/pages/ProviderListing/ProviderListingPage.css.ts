import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";
import { mediaQuery } from "../../styles/tokens";

export const form = style([sprinkles({ display: "grid", gap: "lg" }), { maxWidth: "720px" }]);

export const section = style([
  sprinkles({ display: "grid", gap: "md", padding: "lg", borderRadius: "lg" }),
  { border: `1px solid ${vars.color.border}`, background: vars.color.surface },
]);

export const sectionTitle = sprinkles({ fontSize: "lg", fontWeight: "semibold" });

export const pair = style({
  display: "grid",
  gap: vars.space.md,
  alignItems: "start",
  "@media": { [mediaQuery.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

// A service's box and its price side by side; the price only while it is offered.
export const serviceRow = style({
  display: "grid",
  gap: vars.space.sm,
  alignItems: "center",
  gridTemplateColumns: "minmax(0, 1fr) 9rem",
  minHeight: "44px",
});

export const serviceList = style([
  sprinkles({ display: "grid", gap: "xs" }),
  { listStyle: "none", margin: 0, padding: 0 },
]);

export const priceInput = style({ width: "100%" });

export const pending = style([
  sprinkles({ padding: "md", borderRadius: "md", fontSize: "sm" }),
  { background: vars.color.warningSoft, border: `1px solid ${vars.color.border}` },
]);

export const actions = sprinkles({ display: "flex", justifyContent: "flex-end", gap: "sm" });

export const note = sprinkles({ fontSize: "sm", color: "textMuted" });
