import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";

// The form itself looks like the sign-in form: see SignInPage.css.ts.
export const hint = sprinkles({ fontSize: "sm", color: "textMuted" });

/** "Already have an account? Sign in" under the form, and its mirror on the sign-in page. */
export const switchLink = style([sprinkles({ marginTop: "lg", fontSize: "sm", textAlign: "center" })]);
