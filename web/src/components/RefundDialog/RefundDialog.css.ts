import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";

export const amountRow = sprinkles({ display: "flex", alignItems: "center", gap: "sm" });
export const currency = sprinkles({ fontWeight: "semibold", color: "textMuted" });
export const amountInput = style({ maxWidth: "12rem", fontVariantNumeric: "tabular-nums" });
