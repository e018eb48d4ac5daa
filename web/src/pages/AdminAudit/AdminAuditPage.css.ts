import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";
import { mediaQuery } from "../../styles/tokens";

export const filters = style([
  sprinkles({ display: "grid", gap: "md", marginBottom: "lg" }),
  { "@media": { [mediaQuery.tablet]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))", alignItems: "start" } } },
]);
export const filterActions = style([
  sprinkles({ display: "flex", flexWrap: "wrap", gap: "xs" }),
  { "@media": { [mediaQuery.tablet]: { gridColumn: "1 / -1" } } },
]);
export const changes = style([
  sprinkles({ display: "grid", gap: "sm" }),
  { "@media": { [mediaQuery.tablet]: { gridTemplateColumns: "1fr 1fr" } } },
]);
export const changeList = style({ margin: 0, paddingLeft: vars.space.lg, overflowWrap: "anywhere" });
