import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

// A small modern reset: predictable box sizing, no default margins, media that fits.
globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("body, h1, h2, h3, h4, p, ul, ol, dl, dd, figure", { margin: 0 });
globalStyle("ul[role='list'], ol[role='list']", { listStyle: "none", padding: 0 });
globalStyle("img, svg", { display: "block", maxWidth: "100%" });
globalStyle("input, button, select, textarea", { font: "inherit", color: "inherit" });
globalStyle("button", { cursor: "pointer" });
globalStyle("button:disabled", { cursor: "not-allowed" });

globalStyle("html", {
  textSizeAdjust: "100%",
  WebkitTextSizeAdjust: "100%",
  // Anchored headings land below the sticky header, not under it.
  scrollPaddingTop: `calc(${vars.size.headerHeight} + ${vars.space.lg})`,
});

globalStyle("body", {
  minHeight: "100vh",
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surfaceMuted,
  WebkitFontSmoothing: "antialiased",
});

globalStyle("h1, h2, h3, h4", { lineHeight: vars.lineHeight.tight, textWrap: "balance" });

globalStyle("a", { color: vars.color.brand, textUnderlineOffset: "0.15em" });
globalStyle("a:hover", { color: vars.color.brandHover });

// Keyboard users always see where they are; mouse clicks don't leave rings behind.
globalStyle(":focus-visible", {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
});
globalStyle(":focus:not(:focus-visible)", { outline: "none" });

globalStyle("*, *::before, *::after", {
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
    },
  },
});

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
});
