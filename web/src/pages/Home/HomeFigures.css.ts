import { sprinkles } from "../../styles/sprinkles.css";

// The figures in a row under the hero's buttons, wrapping two by two on a phone.
export const list = sprinkles({
  display: "flex",
  flexWrap: "wrap",
  gap: { mobile: "lg", tablet: "xxl" },
  marginTop: "xl",
  padding: "none",
  listStyle: "none",
});
export const figure = sprinkles({ display: "flex", flexDirection: "column", gap: "xxs" });
export const value = sprinkles({ fontSize: "xxl", fontWeight: "bold", lineHeight: "tight", color: "text" });
export const label = sprinkles({ fontSize: "sm", color: "textMuted" });
