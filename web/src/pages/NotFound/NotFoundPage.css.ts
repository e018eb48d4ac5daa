import { sprinkles } from "../../styles/sprinkles.css";

export const page = sprinkles({ paddingY: "xxxl", textAlign: "center" });
