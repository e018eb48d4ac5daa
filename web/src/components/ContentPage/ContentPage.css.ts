import { globalStyle, style } from "@vanilla-extract/css";
import { cardSurface } from "../../styles/surface.css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

/** A page of reading (fees, help, privacy, terms): one column at a readable measure. */
export const page = style([sprinkles({ display: "grid", gap: "xl" }), { maxWidth: "72ch" }]);

/** A titled part of the page; anchored, so /privacy#rights lands on it. */
export const section = style([sprinkles({ display: "grid", gap: "md" }), { scrollMarginTop: vars.space.lg }]);
export const sectionTitle = sprinkles({ fontSize: "xl", fontWeight: "bold" });
export const subTitle = sprinkles({ fontSize: "lg", fontWeight: "semibold" });

export const list = style([sprinkles({ display: "grid", gap: "sm" }), { paddingInlineStart: vars.space.xl }]);

export const lastUpdated = sprinkles({ fontSize: "sm", color: "textMuted" });

export const toc = style([cardSurface, sprinkles({ display: "grid", gap: "sm", padding: "lg" })]);
export const tocTitle = sprinkles({ fontSize: "md", fontWeight: "bold" });
export const tocList = style([sprinkles({ display: "grid", gap: "xs" }), { paddingInlineStart: vars.space.xl }]);

// A term that opens a list item ("Push tokens:") reads as its label.
export const term = sprinkles({ fontWeight: "semibold" });

// Arriving at an anchor shows where: the target is outlined briefly, not left focused-looking.
globalStyle(`${section}:focus, ${section}:target`, { outline: "none" });
