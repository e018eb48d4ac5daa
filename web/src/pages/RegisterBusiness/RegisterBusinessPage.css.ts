import { style } from "@vanilla-extract/css";
import { card as formCard } from "../../styles/form.css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";
import { mediaQuery } from "../../styles/tokens";

export const page = style({ maxWidth: "760px", margin: "0 auto" });

// A card like the other forms', its sections further apart.
export const form = style([formCard, sprinkles({ gap: "xxl" })]);

export const section = sprinkles({ display: "grid", gap: "lg" });
export const sectionTitle = style([sprinkles({ fontSize: "lg", fontWeight: "semibold" }), { margin: 0 }]);

// The optional sales tax part is a fieldset: spaced like the other sections, its legend their
// heading (a legend is outside the fieldset's grid, so it keeps its own space below).
export const groupSection = style([section, { border: 0, margin: 0, padding: 0, minWidth: 0 }]);
export const groupTitle = style([
  sprinkles({ fontSize: "lg", fontWeight: "semibold" }),
  { margin: `0 0 ${vars.space.sm}`, padding: 0 },
]);

export const choices = style({
  display: "grid",
  gap: `0 ${vars.space.lg}`,
  "@media": { [mediaQuery.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const account = style([
  sprinkles({ padding: "lg", borderRadius: "md", background: "brandSoft", fontSize: "sm" }),
  { display: "grid", gap: vars.space.xs },
]);
export const accountName = sprinkles({ fontWeight: "semibold" });

export const actions = sprinkles({ display: "flex", justifyContent: "flex-end" });

// The registrant's status, a card like the form's.
export const status = style([formCard, sprinkles({ gap: "lg" })]);
export const reason = style([
  sprinkles({ padding: "lg", borderRadius: "md", background: "brandSoft" }),
  { display: "grid", gap: vars.space.xs },
]);
export const reasonLabel = style([sprinkles({ fontWeight: "semibold", fontSize: "sm" }), { margin: 0 }]);
export const reasonText = style({ margin: 0, whiteSpace: "pre-wrap" });
