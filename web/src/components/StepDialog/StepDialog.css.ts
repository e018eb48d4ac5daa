// The guided dialogs' parts (the quick-start wizard, the quiz): one look for a step's
// question, its choices and its results.
import { globalStyle, style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";
import { mediaQuery } from "../../styles/tokens";

// The part between header and buttons scrolls on a short screen; the buttons stay in view.
export const body = style([
  sprinkles({ display: "grid", gap: "lg", paddingX: { mobile: "lg", tablet: "xl" }, paddingY: "lg" }),
  { overflowY: "auto", minHeight: 0, flex: 1, alignContent: "start" },
]);
export const form = style({ display: "flex", flexDirection: "column", minHeight: 0, flex: 1 });

export const heading = style([sprinkles({ display: "grid", gap: "xxs", fontSize: "lg", fontWeight: "bold" })]);
export const stepOf = sprinkles({ fontSize: "xs", fontWeight: "semibold", color: "brand" });

export const choices = sprinkles({ display: "grid", gap: "sm" });
// The whole tile is the radio's label, so it is one big target.
export const choice = style([
  sprinkles({ display: "flex", alignItems: "flex-start", gap: "md", padding: "md", borderRadius: "md" }),
  {
    border: `1px solid ${vars.color.borderStrong}`,
    cursor: "pointer",
    selectors: {
      "&:hover": { borderColor: vars.color.brand },
      "&:has(input:checked)": { borderColor: vars.color.brand, background: vars.color.brandSoft },
    },
  },
]);
export const radio = style({ marginTop: "3px", accentColor: vars.color.brand, width: "18px", height: "18px" });
export const choiceText = sprinkles({ display: "grid", gap: "xxs" });
export const choiceLabel = sprinkles({ fontWeight: "semibold" });

export const summary = sprinkles({ color: "textMuted" });
export const matches = style([
  sprinkles({ display: "grid", gap: "lg", listStyle: "none", margin: "none" }),
  {
    padding: 0,
    gridTemplateColumns: "minmax(0, 1fr)",
    "@media": { [mediaQuery.tablet]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
  },
]);
export const viewAll = sprinkles({ display: "flex", justifyContent: "center" });
// The state cards are made for a page; inside the dialog their outer margin is the body's padding.
export const stateCard = style({});
globalStyle(`${stateCard} > section`, { margin: 0, maxWidth: "none" });

// A group of checkboxes (the quiz's special requirements) in as many columns as fit.
export const checkboxes = style([
  sprinkles({ display: "grid", gap: "xs", margin: "none" }),
  { border: "none", padding: 0, gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))" },
]);
