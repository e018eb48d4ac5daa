import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const history = style([
  sprinkles({ display: "grid", gap: "md", padding: "lg", borderRadius: "lg" }),
  { border: `1px solid ${vars.color.border}`, background: vars.color.surface, maxWidth: "720px" },
]);
export const heading = sprinkles({ fontSize: "lg", fontWeight: "semibold" });
export const list = style([sprinkles({ display: "grid", gap: "md" }), { listStyle: "none", margin: 0, padding: 0 }]);
export const entry = style([
  sprinkles({ display: "grid", gap: "xs", paddingBottom: "md" }),
  { borderBottom: `1px solid ${vars.color.border}` },
]);
export const meta = sprinkles({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "sm", fontSize: "sm" });
export const fields = style([sprinkles({ display: "grid", gap: "xxs", fontSize: "sm" }), { overflowWrap: "anywhere" }]);
export const muted = sprinkles({ fontSize: "sm", color: "textMuted" });
