import { style } from "@vanilla-extract/css";
import { sprinkles } from "./sprinkles.css";
import { vars } from "./theme.css";

// Underlined tabs for Radix Tabs (it marks the chosen tab data-state="active"). Each screen
// places the list (the space below it) and may size its tabs from tabBase.

/** The row of tabs: it scrolls sideways on a phone rather than widening the page. */
export const tabList = style([
  sprinkles({ display: "flex", gap: "xs" }),
  { borderBottom: `1px solid ${vars.color.border}`, overflowX: "auto" },
]);

/** What every tab looks like, whatever its size. */
export const tabBase = style({
  border: "none",
  borderBottom: "2px solid transparent",
  // Over the list's own border, so the chosen tab's underline replaces it.
  marginBottom: "-1px",
  background: "transparent",
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: "nowrap",
  selectors: {
    "&:hover": { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
  },
});

/** A tab at touch size (size.touchTarget tall). */
export const tab = style([
  tabBase,
  {
    minHeight: vars.size.touchTarget,
    padding: `${vars.space.sm} ${vars.space.md}`,
    fontSize: vars.fontSize.sm,
    selectors: {
      // Inside the ring: the list scrolls sideways, which would clip one drawn outside.
      "&:focus-visible": { outlineOffset: "-3px" },
    },
  },
]);

/** A tab's content: Radix focuses it, which needs no ring of its own. */
export const panel = style({ outline: "none" });
