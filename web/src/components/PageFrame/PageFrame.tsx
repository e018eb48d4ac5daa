import { Suspense, type ReactNode } from "react";
import { useLoaderData } from "react-router-dom";
import { RequireRole, type Role } from "../../routing/RequireRole";
import { useRouteRetry } from "../../routing/routeQuery";
import { ErrorBoundary } from "../ErrorBoundary/ErrorBoundary";
import { PageHeader } from "../PageHeader/PageHeader";
import { ErrorState } from "../StateCard/ErrorState";
import { LoadingState } from "../StateCard/LoadingState";

// Texts given as props are already in the reader's words: the caller resolves them.
interface PageFrameProps {
  /** Who may see the page; anyone else is sent to sign in, or home. */
  roles: readonly Role[];
  title: string;
  intro?: string;
  /** The title of the card shown when the page's query fails. */
  loadFailedTitle: string;
  /** What is being loaded, instead of the general message. */
  loadingMessage?: string;
  /**
   * The page's content, which reads the query its route's loader started: 'Try Again'
   * runs the loader again, and the new loader data gives the content another chance.
   */
  children: ReactNode;
}

/** A page for some roles: its heading, then its content, loading and failing in place. */
export function PageFrame({ roles, title, intro, loadFailedTitle, loadingMessage, children }: PageFrameProps) {
  const retry = useRouteRetry();
  const loaderData = useLoaderData();
  return (
    <RequireRole roles={roles}>
      <PageHeader title={title} intro={intro} />
      {/* Spec section 8: a failed load is the 'api' card, whose retry asks again. */}
      <ErrorBoundary
        resetKey={loaderData}
        fallback={() => <ErrorState type="api" title={loadFailedTitle} onRetry={retry} />}
      >
        <Suspense fallback={<LoadingState message={loadingMessage} />}>{children}</Suspense>
      </ErrorBoundary>
    </RequireRole>
  );
}
