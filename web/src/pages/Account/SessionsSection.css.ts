import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const list = style([
  sprinkles({ display: "grid", gap: "sm", listStyle: "none", margin: "none" }),
  { padding: 0 },
]);

// A session's facts beside its button; the button wraps under them on a narrow phone.
export const row = style([
  sprinkles({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "md", padding: "md" }),
  { flexWrap: "wrap", border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md },
]);
export const details = style([sprinkles({ display: "grid", gap: "xxs" }), { minWidth: 0 }]);
export const device = sprinkles({ fontWeight: "semibold" });
export const meta = sprinkles({ fontSize: "sm", color: "textMuted" });
export const current = sprinkles({ fontSize: "sm", fontWeight: "semibold", color: "success" });
