import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

// An unconfirmed address, or a change waiting for its link: something to do, not an error.
export const notice = style([
  sprinkles({ display: "grid", gap: "sm", background: "warningSoft", borderRadius: "md", padding: "md" }),
  { border: `1px solid ${vars.color.warning}` },
]);
export const noticeText = style({ margin: 0 });
export const form = sprinkles({ display: "grid", gap: "md" });
export const actions = sprinkles({ display: "flex", flexWrap: "wrap", gap: "sm" });
export const action = style({ justifySelf: "start" });
