// Raw design values. Components never read these directly: they go through the theme
// contract (theme.css.ts) and sprinkles, so a value changes in one place.
// Text colours are chosen for WCAG AA on the surfaces they sit on (ratios noted).

export const palette = {
  // Deep maple red: a sparing accent (badges, the logo mark), not body text on colour.
  red700: "#b3131b", // 6.9:1 on white
  red50: "#fdf2f2",
  // Blues carry the interface: links, primary actions, focus.
  blue800: "#1e3a8a",
  blue700: "#1d4ed8", // 6.7:1 on white
  blue600: "#2563eb",
  blue50: "#eff6ff",
  slate900: "#0f172a", // 17.8:1 on white
  slate700: "#334155",
  slate600: "#475569", // 7.6:1 on white
  slate300: "#cbd5e1",
  slate200: "#e2e8f0",
  slate100: "#f1f5f9",
  slate50: "#f8fafc",
  white: "#ffffff",
  green700: "#15803d", // 5.0:1 on white
  green50: "#f0fdf4",
  amber800: "#92400e", // 7.1:1 on white
  amber50: "#fffbeb",
  amber600: "#d97706", // 3.2:1 on white: for stars and icons, never text
} as const;

export const tokens = {
  color: {
    text: palette.slate900,
    textMuted: palette.slate600,
    textOnBrand: palette.white,
    surface: palette.white,
    surfaceMuted: palette.slate50,
    surfaceSunken: palette.slate100,
    border: palette.slate200,
    borderStrong: palette.slate300,
    brand: palette.blue700,
    brandHover: palette.blue800,
    brandSoft: palette.blue50,
    accent: palette.red700,
    accentSoft: palette.red50,
    focus: palette.blue600,
    danger: palette.red700,
    dangerSoft: palette.red50,
    success: palette.green700,
    successSoft: palette.green50,
    warning: palette.amber800,
    warningSoft: palette.amber50,
    skeleton: palette.slate200,
    star: palette.amber600,
  },
  space: {
    none: "0",
    xxs: "2px",
    xs: "4px",
    sm: "8px",
    md: "12px",
    lg: "16px",
    xl: "24px",
    xxl: "32px",
    xxxl: "48px",
    huge: "64px",
  },
  radius: {
    none: "0",
    sm: "4px",
    md: "8px",
    lg: "12px",
    full: "9999px",
  },
  fontFamily: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: "0.75rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.25rem",
    xxl: "1.5rem",
    xxxl: "2rem",
    display: "2.5rem",
  },
  fontWeight: {
    regular: "400",
    medium: "500",
    semibold: "600",
    bold: "700",
  },
  lineHeight: {
    tight: "1.25",
    normal: "1.5",
  },
  shadow: {
    sm: "0 1px 2px rgba(15, 23, 42, 0.06)",
    md: "0 4px 12px rgba(15, 23, 42, 0.08)",
    lg: "0 12px 32px rgba(15, 23, 42, 0.14)",
  },
  size: {
    contentMax: "1200px",
    headerHeight: "64px",
    /** The least a control people tap may measure, tall (and wide, when it is a square). */
    touchTarget: "44px",
  },
} as const;

/** Minimum widths, in px, where each layout starts (mobile is everything below tablet). */
export const breakpoints = {
  mobile: 0,
  tablet: 768,
  desktop: 1024,
  /** Room for extras that desktop can do without (the logo's tagline). */
  wide: 1280,
} as const;

export const mediaQuery = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
} as const;

/**
 * What stacks above what, in one place: a popover (the city picker, a tooltip) opened inside
 * a dialog must sit above the dialog's panel, and toasts above everything.
 */
export const layers = {
  bottomNav: 40,
  comparisonTray: 45,
  header: 50,
  dialogOverlay: 60,
  dialog: 61,
  popover: 62,
  tooltip: 70,
  toast: 100,
} as const;
