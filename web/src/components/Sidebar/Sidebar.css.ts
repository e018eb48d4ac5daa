import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

export { visuallyHidden } from "../../styles/global.css";

export const sidebar = sprinkles({ display: "grid", gap: "lg", alignItems: "flex-start" });

export const panel = style([
  sprinkles({ display: "grid", gap: "md", background: "surface", borderRadius: "lg", boxShadow: "sm", padding: "lg" }),
  { border: `1px solid ${vars.color.border}` },
]);
export const heading = sprinkles({ fontSize: "lg", fontWeight: "bold" });
export const note = sprinkles({ fontSize: "sm", color: "textMuted" });

// A quiet map-like tile: a grid of streets and a pin, no real map.
export const map = style([
  sprinkles({ display: "grid", borderRadius: "md", color: "brand" }),
  {
    placeItems: "center",
    height: "120px",
    background: `linear-gradient(${vars.color.surface} 2px, transparent 2px) 0 0 / 28px 28px,
      linear-gradient(90deg, ${vars.color.surface} 2px, transparent 2px) 0 0 / 28px 28px,
      ${vars.color.brandSoft}`,
  },
]);

export const services = sprinkles({ display: "grid", gap: "xxs" });
export const service = style([
  sprinkles({
    display: "flex",
    justifyContent: "space-between",
    alignItems: "center",
    gap: "md",
    borderRadius: "md",
    color: "text",
  }),
  {
    padding: `${vars.space.sm} ${vars.space.sm}`,
    margin: `0 calc(-1 * ${vars.space.sm})`,
    textDecoration: "none",
    selectors: { "&:hover": { background: vars.color.surfaceSunken, color: vars.color.brand } },
  },
]);
export const serviceName = sprinkles({ fontWeight: "medium", fontSize: "sm" });
export const servicePrice = style([sprinkles({ fontSize: "sm", color: "textMuted" }), { whiteSpace: "nowrap" }]);

export const reviews = sprinkles({ display: "grid", gap: "lg" });
export const review = style([
  sprinkles({ display: "grid", gap: "sm" }),
  { selectors: { "& + &": { paddingTop: vars.space.lg, borderTop: `1px solid ${vars.color.border}` } } },
]);
export const reviewHead = sprinkles({ display: "flex", alignItems: "center", gap: "sm" });
export const avatar = style([
  sprinkles({
    display: "grid",
    fontSize: "sm",
    fontWeight: "bold",
    color: "brand",
    background: "brandSoft",
    borderRadius: "full",
  }),
  { placeItems: "center", width: "36px", height: "36px", flexShrink: 0 },
]);
export const reviewMeta = sprinkles({ display: "flex", flexDirection: "column", gap: "xxs" });
export const age = sprinkles({ fontSize: "xs", color: "textMuted" });
export const comment = sprinkles({ fontSize: "sm" });
