import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

// The booking dialog's form styles (BookingDialog.css.ts) lay out the fields; these are the
// schedule's own parts: the provider search, the weekday selector and the date preview.

export const combobox = sprinkles({ display: "grid", gap: "xs" });

// In the flow of the form rather than floating: the fields scroll, and a floating list
// would be cut off at their edge.
export const popup = style([
  sprinkles({ background: "surface", borderRadius: "md", paddingY: "xs" }),
  {
    border: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.sm,
    maxHeight: "264px",
    overflowY: "auto",
    overscrollBehavior: "contain",
  },
]);

export const listbox = recipe({
  base: { transition: "opacity 150ms" },
  variants: { pending: { true: { opacity: 0.5 }, false: {} } },
});

export const option = recipe({
  base: [
    sprinkles({ display: "grid", gap: "xxs", paddingX: "md", paddingY: "sm" }),
    { cursor: "pointer", minHeight: vars.size.touchTarget },
  ],
  variants: {
    active: {
      true: { background: vars.color.brandSoft, boxShadow: `inset 3px 0 0 ${vars.color.brand}` },
      false: {},
    },
    chosen: { true: { fontWeight: vars.fontWeight.semibold }, false: {} },
  },
});
export const optionName = sprinkles({ fontWeight: "medium" });
export const optionCity = sprinkles({ fontSize: "sm", color: "textMuted" });
export const listMessage = sprinkles({ paddingX: "md", paddingY: "sm", fontSize: "sm", color: "textMuted" });
export const hint = sprinkles({ fontSize: "sm", color: "textMuted" });

/** The weekday selector: seven choices in a row (wrapping on a narrow phone). */
export const weekdays = style([
  sprinkles({ display: "flex", flexWrap: "wrap", gap: "xs" }),
  { border: "none", margin: 0, padding: 0, minWidth: 0 },
]);
export const weekday = style([
  sprinkles({
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    borderRadius: "md",
    fontSize: "sm",
    fontWeight: "medium",
  }),
  {
    position: "relative",
    minWidth: "52px",
    minHeight: vars.size.touchTarget,
    padding: `0 ${vars.space.sm}`,
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surface,
    cursor: "pointer",
    selectors: {
      "&:has(input:checked)": {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.textOnBrand,
      },
      "&:has(input:focus-visible)": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
    },
  },
]);
// The radio itself is hidden under its chip: the chip shows the choice and takes the click.
export const weekdayInput = style({
  position: "absolute",
  inset: 0,
  opacity: 0,
  margin: 0,
  cursor: "pointer",
});

/**
 * "First cleaning: ..." under the dates. No min-height: in the fields' scrolling grid, a row
 * shrinks down to its item's min-height, which would clip the text.
 */
export const preview = sprinkles({
  fontSize: "sm",
  background: "brandSoft",
  color: "text",
  borderRadius: "md",
  paddingX: "md",
  paddingY: "sm",
});
