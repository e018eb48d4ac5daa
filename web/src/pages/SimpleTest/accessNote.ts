import type { IntlShape } from "react-intl";
import type { Role } from "./__generated__/SimpleTestPageQuery.graphql";
import type { CardAccess } from "./overviewCards";

/** "provider or admin": the roles a card needs, in the reader's words. */
function roleList(intl: IntlShape, roles: readonly Role[]): string {
  const names = roles.map((role) => intl.formatMessage({ id: "simpleTest.role" }, { role }));
  return intl.formatList(names, { type: "disjunction" });
}

/**
 * The line a card shows when this viewer cannot simply open it: what to sign in as, or
 * which account it needs. Null for an open card. The first role picks the article
 * ("an admin", "a provider or admin").
 */
export function accessNote(intl: IntlShape, access: CardAccess): string | null {
  switch (access.kind) {
    case "open":
      return null;
    case "sign-in":
      return access.roles === null
        ? intl.formatMessage({ id: "simpleTest.access.signIn" })
        : intl.formatMessage(
            { id: "simpleTest.access.signInAs" },
            { firstRole: access.roles[0], roles: roleList(intl, access.roles) },
          );
    case "forbidden":
      return intl.formatMessage(
        { id: "simpleTest.access.needs" },
        { firstRole: access.roles[0], roles: roleList(intl, access.roles) },
      );
    case "unknown":
      return access.roles === null
        ? intl.formatMessage({ id: "simpleTest.access.forAccounts" })
        : intl.formatMessage({ id: "simpleTest.access.forRoles" }, { roles: roleList(intl, access.roles) });
  }
}
