import { fetchQuery } from "react-relay/hooks";
import { createOperationDescriptor, type Environment } from "relay-runtime";
import HeaderQueryNode, { type HeaderQuery } from "../components/Header/__generated__/HeaderQuery.graphql";
import RequireRoleViewerQueryNode, {
  type RequireRoleViewerQuery,
  type Role,
} from "./__generated__/RequireRoleViewerQuery.graphql";

/**
 * Who is signed in as far as the store knows: a role, null for a visitor; and for the staff
 * screens' second factor (RequireRoleAccess.secondFactorStepFor), how far this session is.
 */
export type KnownViewer = { role: Role | null; twoFactorEnabled?: boolean; secondFactorVerified?: boolean };

/** The viewer in the store, or undefined while nobody has asked the server yet (a first visit). */
export function viewerInStore(environment: Environment): KnownViewer | undefined {
  const operation = createOperationDescriptor(RequireRoleViewerQueryNode, {});
  const snapshot = environment.lookup(operation.fragment);
  if (snapshot.isMissingData) return undefined;
  const data = snapshot.data as RequireRoleViewerQuery["response"];
  const viewer = data.viewer;
  return viewer
    ? {
        role: viewer.role,
        twoFactorEnabled: viewer.twoFactorEnabled,
        secondFactorVerified: viewer.secondFactorVerified,
      }
    : { role: null };
}

/**
 * The viewer, once known: at once from the store, or when the header's query (which the
 * root loader has started, and which this joins rather than repeats) has answered.
 * Undefined if that query failed: the header and RequireRole show that failure.
 */
export function whenViewerKnown(environment: Environment): KnownViewer | Promise<KnownViewer | undefined> {
  const known = viewerInStore(environment);
  if (known) return known;
  return fetchQuery<HeaderQuery>(environment, HeaderQueryNode, {}, { fetchPolicy: "store-or-network" })
    .toPromise()
    .then(
      () => viewerInStore(environment),
      () => undefined,
    );
}
