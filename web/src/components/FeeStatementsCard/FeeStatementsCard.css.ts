import { sprinkles } from "../../styles/sprinkles.css";

export { card, heading, header, message } from "../CalendarFeedCard/CalendarFeedCard.css";
export const list = sprinkles({ display: "flex", flexWrap: "wrap", gap: "sm" });
