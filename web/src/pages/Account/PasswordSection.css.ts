import { sprinkles } from "../../styles/sprinkles.css";

export const form = sprinkles({ display: "grid", gap: "md" });
