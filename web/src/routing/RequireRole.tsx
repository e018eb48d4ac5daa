import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { useLocation, useNavigate, useRouteLoaderData } from "react-router-dom";
import HeaderQueryNode, { type HeaderQuery } from "../components/Header/__generated__/HeaderQuery.graphql";
import { LoadingState } from "../components/StateCard/LoadingState";
import { toast } from "../components/Toast/useToast";
import type { RequireRole_viewer$data, RequireRole_viewer$key, Role } from "./__generated__/RequireRole_viewer.graphql";
import { lazyComponent } from "./lazyComponent";
import type { RouteQuery } from "./queryRegistry";
import { accessFor, secondFactorStepFor, signInPathFor, type SecondFactorStep } from "./RequireRoleAccess";
import { useRouteQuery } from "./routeQuery";

export type { Role };

// Spread into the header's query: the root loader's, which every screen has started.
const requireRoleViewerFragment = graphql`
  fragment RequireRole_viewer on User {
    role
    twoFactorEnabled
    secondFactorVerified
  }
`;

// Never sent: the route loaders read it from the store (viewerAccess.ts imports its
// artifact), where the header's query has put the same fields.
export const requireRoleViewerQuery = graphql`
  query RequireRoleViewerQuery {
    viewer {
      ...RequireRole_viewer @relay(mask: false)
    }
  }
`;

/**
 * The signed-in viewer's role (null for a visitor), from the header's query that the root
 * loader started: no request of its own. Suspends until that query has answered; its
 * failure is the route's error, whose 'Try Again' runs the root loader again.
 */
export function useViewerRole(): Role | null {
  return useGuardedViewer()?.role ?? null;
}

function useGuardedViewer(): RequireRole_viewer$data | null {
  const { queryRef } = useRouteLoaderData("root") as RouteQuery<HeaderQuery>;
  const { viewer } = useRouteQuery<HeaderQuery>(HeaderQueryNode, queryRef);
  return useFragment<RequireRole_viewer$key>(requireRoleViewerFragment, viewer ?? null) ?? null;
}

// Seldom needed (a staff session's first screen), so its code comes when it is.
const SecondFactorGate = lazyComponent(() =>
  import("../components/TwoFactor/StaffSecondFactor").then((module) => module.StaffSecondFactor),
);

// The staff screens' roles, from the module the route loaders use too (it keeps this one,
// with its fragment, out of the route table's chunk).
export { ADMIN_ONLY, PROVIDER_ONLY } from "./RequireRoleAccess";

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
  const viewer = useGuardedViewer();
  const access = accessFor(viewer?.role, roles);
  const navigate = useNavigate();
  // A staff screen without the session's second factor shows the way to it instead. Once
  // shown it stays until it says it is done: the answer that verifies the session updates
  // the viewer at once, but the recovery codes are still to be read, and the screen's query
  // (which its loader did not start) starts only when the loader runs again.
  const step = access === "allowed" ? secondFactorStepFor(viewer, roles) : null;
  const [gate, setGate] = useState<SecondFactorStep>(null);
  if (step !== null && gate === null) setGate(step);
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

  if (access !== "allowed") return null;
  if (gate !== null) {
    const passed = async () => {
      await navigate(location, { replace: true, preventScrollReset: true });
      setGate(null);
    };
    return (
      <Suspense fallback={<LoadingState />}>
        <SecondFactorGate.Component step={gate} onDone={() => void passed()} />
      </Suspense>
    );
  }
  return children;
}
