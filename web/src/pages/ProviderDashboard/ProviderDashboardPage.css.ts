import { keyframes, style } from "@vanilla-extract/css";
import { input } from "../../styles/form.css";
import { sprinkles } from "../../styles/sprinkles.css";
import { emptyPanel } from "../../styles/surface.css";
import * as tabStyles from "../../styles/tabs.css";
import { vars } from "../../styles/theme.css";

export { visuallyHidden } from "../../styles/global.css";

// One column that may shrink below its content's width: the tab list scrolls sideways
// instead of widening the page on a phone.
export const dashboard = sprinkles({ display: "grid", gridTemplateColumns: 1, gap: "xl" });

// Staff's provider picker.
export const picker = style([
  sprinkles({
    display: "grid",
    gap: "xs",
    marginBottom: "xl",
    padding: "lg",
    background: "surfaceMuted",
    borderRadius: "lg",
  }),
  { border: `1px solid ${vars.color.border}`, maxWidth: "480px" },
]);
export const pickerRow = sprinkles({ display: "flex", flexWrap: "wrap", gap: "sm", alignItems: "flex-start" });
export const pickerInput = style([input, { flex: "1 1 10rem", width: "auto" }]);

// The provider's name, number, city and time zone.
export const header = sprinkles({ display: "grid", gap: "xs" });
export const providerName = style([sprinkles({ fontSize: "xl", fontWeight: "bold" }), { overflowWrap: "anywhere" }]);
export const headerMeta = sprinkles({ fontSize: "sm", color: "textMuted" });
export const headerFacts = style([
  sprinkles({ display: "flex", flexWrap: "wrap", gap: "md", fontSize: "sm", color: "textMuted" }),
  { fontWeight: vars.fontWeight.semibold },
]);

// The skeleton's four stat cards take the StatCards grid and card, so nothing moves on arrival.
export { cards as stats, card as statCard } from "../../components/StatCard/StatCard.css";

// Tabs, as on the staff screens.
export { tab, panel } from "../../styles/tabs.css";
export const tabList = style([tabStyles.tabList, sprinkles({ marginBottom: "lg" })]);
export const panelNote = sprinkles({ fontSize: "sm", color: "textMuted", marginBottom: "md" });

export const list = style([
  sprinkles({ display: "grid", gap: "lg", listStyle: "none", margin: "none" }),
  { padding: 0 },
]);
export const more = sprinkles({ display: "flex", justifyContent: "center", paddingTop: "xl" });

// A tab with nothing in it: an ordinary day, so no error look.
export const empty = style([emptyPanel, sprinkles({ gap: "xs" })]);
export const emptyTitle = sprinkles({ fontSize: "lg", fontWeight: "bold" });
export const emptyMessage = style([sprinkles({ color: "textMuted" }), { maxWidth: "48ch" }]);
export const emptyAction = sprinkles({ marginTop: "md" });

// The loading state sketches the dashboard, so nothing jumps when it arrives.
const pulse = keyframes({ "50%": { opacity: 0.5 } });
const block = style({
  background: vars.color.skeleton,
  borderRadius: vars.radius.sm,
  animation: `${pulse} 1.5s ease-in-out infinite`,
});
export const skeleton = sprinkles({ display: "grid", gridTemplateColumns: 1, gap: "xl" });
export const skeletonTitle = style([block, { height: "1.75rem", width: "min(320px, 70%)" }]);
export const skeletonLine = style([block, { height: "1rem", width: "min(420px, 90%)" }]);
export const skeletonStat = style([block, { height: "1.75rem", width: "60%" }]);
export const skeletonStatLabel = style([block, { height: "0.875rem", width: "80%" }]);
export const skeletonTabs = style([block, { height: vars.size.touchTarget, width: "min(420px, 100%)" }]);
export const skeletonCard = style([
  sprinkles({ display: "grid", gap: "sm", background: "surface", borderRadius: "lg", padding: "xl" }),
  { border: `1px solid ${vars.color.border}`, minHeight: "180px", alignContent: "start" },
]);
