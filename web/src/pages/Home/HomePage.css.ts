import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";
import { mediaQuery } from "../../styles/tokens";

export { visuallyHidden } from "../../styles/global.css";

// Results and the sidebar side by side from desktop up; the sidebar follows on smaller screens.
export const layout = style([
  sprinkles({ display: "grid", gap: "xl" }),
  {
    gridTemplateColumns: "minmax(0, 1fr)",
    alignItems: "start",
    "@media": { [mediaQuery.desktop]: { gridTemplateColumns: "minmax(0, 1fr) 300px" } },
  },
]);
export const results = style({ minWidth: 0, scrollMarginTop: `calc(${vars.size.headerHeight} + ${vars.space.lg})` });

export const cities = sprinkles({ marginTop: "xxxl" });
export const sectionHeading = sprinkles({ fontSize: "xl", fontWeight: "bold", marginBottom: "lg" });
export const cityGrid = sprinkles({
  display: "grid",
  gridTemplateColumns: { mobile: 1, tablet: 3, desktop: 4 },
  gap: "md",
});
