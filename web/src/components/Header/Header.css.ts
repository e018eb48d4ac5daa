import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";
import { mediaQuery, layers } from "../../styles/tokens";

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: layers.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

// From desktop up the row holds the whole navigation and the viewer: its gaps are smaller
// than the phone's (the links' own padding keeps them apart), so a signed-in row fits the
// content width at 1280 px.
export const bar = style([
  sprinkles({
    display: "flex",
    alignItems: "center",
    gap: { mobile: "lg", desktop: "sm" },
    paddingX: { mobile: "lg", tablet: "xl" },
  }),
  { maxWidth: vars.size.contentMax, margin: "0 auto", minHeight: vars.size.headerHeight },
]);

export const logo = style([
  sprinkles({ display: "flex", alignItems: "center", gap: "sm", color: "text" }),
  {
    // On a phone the name gives way (it wraps) so the bell and the menu button keep 44 px.
    minWidth: 0,
    textDecoration: "none",
    marginRight: "auto",
    selectors: { "&:hover": { color: vars.color.text } },
    "@media": { [mediaQuery.tablet]: { flexShrink: 0 } },
  },
]);
// Between desktop and wide the full nav and the viewer need the room: the name stays for
// screen readers (it is the link's accessible name) and the mark alone shows.
export const logoText = style([
  sprinkles({ display: "flex", flexDirection: "column" }),
  {
    minWidth: 0,
    "@media": {
      [mediaQuery.tablet]: { whiteSpace: "nowrap" },
      [mediaQuery.desktop]: { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0, 0, 0, 0)" },
      [mediaQuery.wide]: { position: "static", width: "auto", height: "auto", overflow: "visible", clip: "auto" },
    },
  },
]);
// A step smaller from wide up, where it shares the row with the whole navigation and the viewer.
export const logoName = sprinkles({
  fontWeight: "bold",
  fontSize: { mobile: "md", tablet: "lg", wide: "md" },
  lineHeight: "tight",
});
export const logoTagline = sprinkles({
  fontSize: "xs",
  color: "textMuted",
  display: { mobile: "none", tablet: "block" },
});

export const logoMark = style({ flexShrink: 0 });

export const desktopNav = sprinkles({ display: { mobile: "none", desktop: "flex" }, alignItems: "center", gap: "xs" });

export const navLink = recipe({
  base: [
    sprinkles({
      fontSize: "sm",
      fontWeight: "medium",
      borderRadius: "md",
      paddingX: { mobile: "md", desktop: "sm" },
      paddingY: "sm",
    }),
    {
      whiteSpace: "nowrap",
      color: vars.color.text,
      textDecoration: "none",
      selectors: { "&:hover": { background: vars.color.surfaceSunken, color: vars.color.text } },
    },
  ],
  variants: {
    active: {
      true: { color: vars.color.brand, background: vars.color.brandSoft },
      false: {},
    },
  },
});

// Low emphasis by design, but still 4.5:1 (textMuted) and a real target.
export const adminLink = style([
  sprinkles({ fontSize: "xs", color: "textMuted", paddingX: "sm", paddingY: "xs" }),
  { whiteSpace: "nowrap", selectors: { "&:hover": { color: vars.color.text } } },
]);

// The one part of the row that gives way: a long name is shortened (ellipsis, full in its
// title) rather than pushing the bell and the row past the content width.
export const barViewer = style([
  sprinkles({ display: { mobile: "none", tablet: "flex" }, alignItems: "center" }),
  {
    minWidth: 0,
    "@media": { [mediaQuery.desktop]: { paddingLeft: vars.space.sm, borderLeft: `1px solid ${vars.color.border}` } },
  },
]);

// While the viewer loads, the row holds a visitor's links (Sign in, Sign up, Admin), unseen and
// unreachable, so the links beside them do not move when the answer comes: most first visits
// are visitors'. A signed-in account's name still takes its own width.
export const reserved = style({ visibility: "hidden" });

export const menuButton = style([
  sprinkles({
    display: { mobile: "inline-flex", desktop: "none" },
    alignItems: "center",
    justifyContent: "center",
    borderRadius: "md",
  }),
  {
    flexShrink: 0,
    width: vars.size.touchTarget,
    height: vars.size.touchTarget,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
  },
]);

// No display rule in the base style: the `hidden` attribute must keep working.
export const mobileMenu = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: vars.space.lg,
  "@media": { [mediaQuery.desktop]: { display: "none" } },
});
export const mobileNav = sprinkles({ display: "flex", flexDirection: "column", gap: "xs" });
export const menuViewer = style([
  sprinkles({ display: { mobile: "block", tablet: "none" }, marginTop: "lg", paddingTop: "lg" }),
  { borderTop: `1px solid ${vars.color.border}` },
]);

// The signed-in account's tools (HeaderRoleLinks). From desktop up, a quiet row of its own
// below the bar (the bar's row is full at 1280 px); below desktop, in the phone's menu.
export const roleNav = recipe({
  variants: {
    layout: {
      row: [
        sprinkles({ display: { mobile: "none", desktop: "block" }, background: "surfaceMuted" }),
        { borderTop: `1px solid ${vars.color.border}` },
      ],
      stack: [sprinkles({ marginTop: "lg", paddingTop: "lg" }), { borderTop: `1px solid ${vars.color.border}` }],
    },
  },
});
export const roleRow = style([
  sprinkles({ paddingX: { mobile: "lg", tablet: "xl" }, paddingY: "xxs" }),
  { maxWidth: vars.size.contentMax, margin: "0 auto" },
]);
export const roleList = recipe({
  base: [sprinkles({ display: "flex", gap: "xs", listStyle: "none", margin: "none" }), { padding: 0 }],
  variants: {
    layout: {
      // A long list (staff's) scrolls sideways rather than widening the page.
      row: { alignItems: "center", overflowX: "auto" },
      stack: { flexDirection: "column" },
    },
  },
});
export const roleLink = style({ display: "block" });
/** The kept room's stand-in link: its line box, not its look. */
export const roleRoom = style({ visibility: "hidden" });
