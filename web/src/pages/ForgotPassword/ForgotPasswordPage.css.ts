import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";

// The form itself is a card from styles/form.css.ts, as the sign-in form is.
export const page = style({ maxWidth: "420px", margin: "0 auto" });

/** What happens next, once the link was asked for: boxed in green, like a confirmation. */
export const notice = style([
  sprinkles({ padding: "md", borderRadius: "md", background: "successSoft", fontSize: "sm" }),
  { border: `1px solid ${vars.color.success}` },
]);

export const noticeTitle = sprinkles({ fontWeight: "semibold", marginBottom: "xs" });
