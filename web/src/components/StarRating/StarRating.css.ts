import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const stars = style({ display: "inline-flex", alignItems: "center", flexShrink: 0 });
export const empty = style({ fill: vars.color.borderStrong });
export const filled = style({ fill: vars.color.star });
