import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { badgeTones } from "../../styles/badge.css";
import { sprinkles } from "../../styles/sprinkles.css";
import { cardSurface } from "../../styles/surface.css";
import { vars } from "../../styles/theme.css";

// A card that leads somewhere is clickable all over (its title link's ::after covers it);
// one that leads nowhere sits quieter, on the muted surface, with its words at full contrast.
export const card = recipe({
  base: [
    cardSurface,
    sprinkles({ display: "grid", gap: "sm", padding: "lg" }),
    { position: "relative", alignContent: "start", height: "100%" },
  ],
  variants: {
    linked: {
      true: {},
      false: [
        sprinkles({ background: "surfaceMuted" }),
        { boxShadow: "none", borderStyle: "dashed", borderColor: vars.color.borderStrong },
      ],
    },
  },
});

export const heading = sprinkles({ fontSize: "lg", fontWeight: "bold" });

export const link = style({
  color: vars.color.brand,
  textDecoration: "none",
  selectors: {
    "&::after": {
      content: "",
      position: "absolute",
      // Over the card's own border, so the hover and focus rings sit where the card's edge is.
      inset: -1,
      borderRadius: vars.radius.lg,
      border: "1px solid transparent",
      transition: "border-color 120ms, box-shadow 120ms",
    },
    "&:hover": { textDecoration: "underline" },
    "&:hover::after": { borderColor: vars.color.brand, boxShadow: vars.shadow.md },
    // The ring goes round the whole card, which is what the link covers.
    "&:focus-visible": { outline: "none" },
    "&:focus-visible::after": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const description = sprinkles({ color: "textMuted", fontSize: "sm" });

export const path = style([
  sprinkles({ color: "textMuted", fontSize: "xs" }),
  { fontFamily: vars.fontFamily.mono, overflowWrap: "anywhere" },
]);

// The badge's tones, wrapping like a sentence rather than a one-word pill.
export const note = recipe({
  base: { whiteSpace: "normal", justifySelf: "start", lineHeight: vars.lineHeight.tight, borderRadius: vars.radius.md },
  variants: {
    tone: {
      signIn: badgeTones.info,
      needs: badgeTones.warning,
    },
  },
});

export const icon = style({ flexShrink: 0 });
