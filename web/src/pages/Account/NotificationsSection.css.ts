import { style } from "@vanilla-extract/css";
import { sprinkles } from "../../styles/sprinkles.css";
import { vars } from "../../styles/theme.css";
import { mediaQuery } from "../../styles/tokens";

export const form = sprinkles({ display: "grid", gap: "lg" });

export const legend = sprinkles({ fontWeight: "bold", fontSize: "md", marginBottom: "xs" });

// A kind's name above its two boxes on a phone; beside them, in columns, from tablet up.
export const kind = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, max-content)",
  columnGap: vars.space.lg,
  alignItems: "center",
  paddingBlock: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
  "@media": { [mediaQuery.tablet]: { gridTemplateColumns: "minmax(0, 1fr) 6rem 6rem" } },
});

export const kindName = style({
  gridColumn: "1 / -1",
  "@media": { [mediaQuery.tablet]: { gridColumn: "auto" } },
});

export const status = style({ margin: 0, minHeight: "1.5em" });
export const actions = sprinkles({ display: "flex", alignItems: "center", gap: "md", flexWrap: "wrap" });
