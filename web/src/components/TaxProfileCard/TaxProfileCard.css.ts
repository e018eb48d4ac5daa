import { sprinkles } from "../../styles/sprinkles.css";

export { card, heading, header, message, actions } from "../CalendarFeedCard/CalendarFeedCard.css";
export const form = sprinkles({ display: "grid", gap: "md" });
