import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";
import { layers } from "../../styles/tokens";

export const field = sprinkles({ display: "grid", gap: "xs" });
export const label = sprinkles({ fontSize: "sm", fontWeight: "semibold" });

// Holds the trigger and, over its right end, the clear button.
export const control = style({ position: "relative" });

const CLEAR_SIZE = "32px";

// Looks like a text field, since it holds a value; it is a button because it opens a popover.
export const trigger = recipe({
  base: [
    sprinkles({
      display: "flex",
      alignItems: "center",
      justifyContent: "space-between",
      gap: "sm",
      width: "full",
      borderRadius: "md",
      background: "surface",
      paddingX: "md",
    }),
    {
      minHeight: vars.size.touchTarget,
      border: `1px solid ${vars.color.borderStrong}`,
      textAlign: "left",
      selectors: {
        "&:hover": { borderColor: vars.color.brand },
        "&[aria-expanded='true']": { borderColor: vars.color.brand, boxShadow: `0 0 0 3px ${vars.color.brandSoft}` },
      },
    },
  ],
  variants: {
    // The value's text stops short of the clear button, laid over the gap before the chevron.
    clearable: { true: { columnGap: `calc(${CLEAR_SIZE} + 3 * ${vars.space.xs})` }, false: {} },
  },
});

// In the gap just left of the chevron (16px, inside the trigger's padding); its own tab stop
// after the trigger.
export const clear = style({
  position: "absolute",
  top: "50%",
  right: `calc(${vars.space.md} + 16px + ${vars.space.xs})`,
  transform: "translateY(-50%)",
  width: CLEAR_SIZE,
  height: CLEAR_SIZE,
  display: "grid",
  placeItems: "center",
  border: "none",
  borderRadius: vars.radius.full,
  background: "transparent",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  selectors: { "&:hover": { background: vars.color.surfaceSunken, color: vars.color.text } },
});
const ellipsis = { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" } as const;
export const value = style([sprinkles({ color: "text" }), ellipsis]);
export const placeholder = style([sprinkles({ color: "textMuted" }), ellipsis]);
export const chevron = style({ flexShrink: 0, color: vars.color.textMuted });

// Spec: the popover is 400px wide; on a phone it keeps the collision padding each side.
export const content = style([
  sprinkles({ background: "surface", borderRadius: "lg", boxShadow: "lg" }),
  {
    width: "min(400px, calc(100vw - 32px))",
    border: `1px solid ${vars.color.border}`,
    // Above the sticky header, and above a dialog it opens in (the quick-start wizard).
    zIndex: layers.popover,
    overflow: "hidden",
  },
]);

export const search = style([
  sprinkles({ width: "full", paddingX: "lg", fontSize: "md", background: "surface" }),
  {
    minHeight: "48px",
    border: "none",
    borderBottom: `1px solid ${vars.color.border}`,
    // The popover's border frames it; the ring would be clipped by overflow hidden.
    selectors: { "&:focus-visible": { outline: "none", background: vars.color.surfaceMuted } },
  },
]);

// Spec: the list is at most 300px tall and scrolls. The listbox is the scrolling element, as
// the popup its combobox controls: keyboard users scroll it with the arrow keys.
export const listbox = recipe({
  base: [
    sprinkles({ paddingY: "xs" }),
    { maxHeight: "300px", overflowY: "auto", overscrollBehavior: "contain", transition: "opacity 150ms" },
  ],
  variants: {
    pending: { true: { opacity: 0.5 }, false: {} },
    // 'No cities found.' below says it; an empty box above would only add a gap.
    empty: { true: { paddingTop: 0, paddingBottom: 0 }, false: {} },
  },
});

export const groupHeading = style([
  sprinkles({
    fontSize: "xs",
    fontWeight: "semibold",
    color: "textMuted",
    paddingX: "lg",
    paddingTop: "sm",
    paddingBottom: "xs",
  }),
  { textTransform: "uppercase", letterSpacing: "0.04em" },
]);

export const option = recipe({
  base: [
    sprinkles({
      display: "flex",
      alignItems: "center",
      justifyContent: "space-between",
      gap: "sm",
      paddingX: "lg",
      paddingY: "sm",
    }),
    { cursor: "pointer", minHeight: vars.size.touchTarget },
  ],
  variants: {
    active: {
      true: { background: vars.color.brandSoft, boxShadow: `inset 3px 0 0 ${vars.color.brand}` },
      false: {},
    },
  },
});
export const optionText = style([
  sprinkles({ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: "sm" }),
  { minWidth: 0 },
]);
export const optionName = sprinkles({ fontWeight: "medium" });
export const optionProvince = sprinkles({ fontSize: "sm", color: "textMuted" });
export const check = style({ flexShrink: 0, color: vars.color.brand });

export const message = sprinkles({ paddingX: "lg", paddingY: "lg", color: "textMuted", textAlign: "center" });

const spin = keyframes({ to: { transform: "rotate(360deg)" } });
export const loadingRow = sprinkles({
  display: "flex",
  alignItems: "center",
  gap: "sm",
  paddingX: "lg",
  paddingY: "sm",
  fontSize: "sm",
  color: "textMuted",
});
export const spinner = style({
  width: "14px",
  height: "14px",
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 800ms linear infinite`,
});
