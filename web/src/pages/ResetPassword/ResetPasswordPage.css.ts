import { style } from "@vanilla-extract/css";

// The form itself is a card from styles/form.css.ts, as the sign-in form is.
export const page = style({ maxWidth: "420px", margin: "0 auto" });
