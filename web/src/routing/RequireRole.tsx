import { useEffect, useRef, type ReactNode } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useLocation, useNavigate } from "react-router-dom";
import { toast } from "../components/Toast/useToast";
import type { RequireRoleQuery, Role } from "./__generated__/RequireRoleQuery.graphql";
import { accessFor, signInPathFor } from "./RequireRoleAccess";

// The header's query has usually put the viewer in the store already: then this reads it
// from there and sends nothing.
const requireRoleQuery = graphql`
  query RequireRoleQuery {
    viewer {
      id
      role
    }
  }
`;

/** The staff screens' roles. */
export const ADMIN_ONLY: readonly Role[] = ["ADMIN"];

const DENIED = { title: { id: "access.denied.title" }, variant: "destructive" } as const;

interface RequireRoleProps {
  /** Roles that may see the children. */
  roles: readonly Role[];
  /**
   * Rendered only once the viewer is allowed: a page's query belongs in here (behind its
   * own Suspense boundary), so nothing is asked of the server on behalf of the wrong account.
   */
  children: ReactNode;
}

/**
 * The client-side access guard of the staff screens. Signed out: to the sign-in page,
 * which brings the visitor back here. Signed in with another role: home, with a toast.
 * Either way the current entry is replaced, so Back does not return to the refusal.
 */
export function RequireRole({ roles, children }: RequireRoleProps) {
  const location = useLocation();
  // Relay keeps a failed query's error for minutes: keyed by the location, the route
  // error card's 'Try Again' (the same URL again, a new key) asks afresh.
  const { viewer } = useLazyLoadQuery<RequireRoleQuery>(
    requireRoleQuery,
    {},
    { fetchPolicy: "store-or-network", fetchKey: location.key },
  );
  const access = accessFor(viewer?.role, roles);
  const navigate = useNavigate();
  // StrictMode runs the effect twice: one toast and one redirect per refusal.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (access === "allowed") {
      handled.current = null;
      return;
    }
    const refusal = `${access} ${location.key}`;
    if (handled.current === refusal) return;
    handled.current = refusal;
    if (access === "forbidden") toast(DENIED);
    void navigate(access === "sign-in" ? signInPathFor(location) : "/", { replace: true });
  }, [access, location, navigate]);

  return access === "allowed" ? children : null;
}
