import { sprinkles } from "../../styles/sprinkles.css";

export const sectionHeading = sprinkles({ fontSize: "xl", fontWeight: "bold", marginBottom: "lg" });
export const cityGrid = sprinkles({
  display: "grid",
  gridTemplateColumns: { mobile: 1, tablet: 3, desktop: 4 },
  gap: "md",
});
