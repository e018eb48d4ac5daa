import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export const sections = sprinkles({ display: "grid", gap: "xl" });

export const section = style([
  sprinkles({ display: "grid", gap: "md", background: "surface", padding: "xl", borderRadius: "lg", boxShadow: "sm" }),
  { border: `1px solid ${vars.color.border}`, maxWidth: "44rem" },
]);
export const heading = sprinkles({ fontSize: "lg", fontWeight: "bold" });
export const text = style({ margin: 0 });
export const list = style({ margin: 0, paddingLeft: vars.space.xl, display: "grid", gap: vars.space.xs });
export const action = style({ justifySelf: "start" });
