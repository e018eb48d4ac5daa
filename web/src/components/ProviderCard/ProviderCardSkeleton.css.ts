import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../styles/theme.css";

// Each placeholder is as tall as what it stands for, from the same tokens the card's text
// uses (font size × line height), so a skeleton card is the size of a real one.
const lineOf = (fontSize: string, lineHeight: string) => `calc(${fontSize} * ${lineHeight})`;
const smallLine = lineOf(vars.fontSize.sm, vars.lineHeight.normal);

const pulse = keyframes({ "50%": { opacity: 0.5 } });

const shimmer = style({
  background: vars.color.skeleton,
  animation: `${pulse} 1.5s ease-in-out infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

export const media = shimmer;

// A line of text: the line's full height, its bar drawn a little thinner, as text is.
const textLine = (height: string, width: string) =>
  ({ height, width, boxSizing: "border-box", paddingBlock: "3px", backgroundClip: "content-box" }) as const;
// A pill (the tags, the 'Mobile Service' badge): one line of extra-small text and its padding.
const pill = (width: string, border = "0px") =>
  ({
    height: `calc(${lineOf(vars.fontSize.xs, vars.lineHeight.normal)} + 2 * ${vars.space.xxs} + 2 * ${border})`,
    width,
    borderRadius: vars.radius.full,
  }) as const;

// The widths are those of a typical card's words (measured on the seeded providers), so the
// rows that wrap on a narrow card (the rating row, the tags, the buttons) wrap here as well.
export const block = recipe({
  base: [shimmer, { borderRadius: vars.radius.sm, maxWidth: "100%", flexShrink: 0 }],
  variants: {
    kind: {
      name: textLine(lineOf(vars.fontSize.lg, vars.lineHeight.tight), "14rem"),
      stars: { height: "14px", width: "78px" },
      ratingValue: textLine(smallLine, "1.5rem"),
      reviews: textLine(smallLine, "5.5rem"),
      badge: [pill("7rem"), { marginLeft: "auto" }],
      line: textLine(smallLine, "100%"),
      lastLine: textLine(smallLine, "75%"),
      where: textLine(smallLine, "14rem"),
      priceLabel: textLine(lineOf(vars.fontSize.xs, vars.lineHeight.normal), "5rem"),
      price: textLine(lineOf(vars.fontSize.xl, vars.lineHeight.tight), "4rem"),
      tag: pill("8.5rem"),
      // '+N more' has a 1 px border.
      moreTags: pill("4.75rem", "1px"),
      // The card's small buttons (Button.css, size sm): 'Book Now', 'Compare', 'Call'.
      bookButton: { height: "36px", flex: "1 1 0", minWidth: "6.5rem", borderRadius: vars.radius.md },
      compareButton: { height: "36px", flex: "1 1 0", minWidth: "6rem", borderRadius: vars.radius.md },
      callButton: { height: "36px", flex: "1 1 0", minWidth: "4rem", borderRadius: vars.radius.md },
    },
  },
});

// A paragraph of placeholder lines, one under the other as lines of text are.
export const lines = style({ display: "grid" });
