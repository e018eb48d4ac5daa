import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";

export const toolbar = sprinkles({ display: "flex", justifyContent: "flex-end", marginBottom: "lg" });
export const viewing = sprinkles({ marginBottom: "lg", color: "textMuted" });

export const list = style([
  sprinkles({ display: "grid", gap: "lg", listStyle: "none", margin: "none" }),
  { padding: 0 },
]);

export const pausedNote = sprinkles({ fontSize: "sm", color: "warning", fontWeight: "medium", marginBottom: "md" });

/** The card's Cancel: it ends the schedule for good. */

/** The provider's new price waiting for the customer's answer, above the card's details. */
export const proposal = sprinkles({ fontSize: "sm", marginBottom: "md" });
export const proposalActions = sprinkles({ display: "flex", gap: "sm", marginTop: "sm" });
