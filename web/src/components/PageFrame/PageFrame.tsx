import { Suspense, useState, type ReactNode } from "react";
import { RequireRole } from "../../routing/RequireRole";
import type { Role } from "../../routing/__generated__/RequireRoleQuery.graphql";
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
   * The page's content, which loads its query: `attempt` goes up with every 'Try Again',
   * for the query's fetchKey, so a retry asks the server again.
   */
  children: (attempt: number) => ReactNode;
}

/** A page for some roles: its heading, then its content, loading and failing in place. */
export function PageFrame({ roles, title, intro, loadFailedTitle, loadingMessage, children }: PageFrameProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RequireRole roles={roles}>
      <PageHeader title={title} intro={intro} />
      {/* Spec section 8: a failed load is the 'api' card, whose retry asks again. */}
      <ErrorBoundary
        resetKey={attempt}
        fallback={() => <ErrorState type="api" title={loadFailedTitle} onRetry={() => setAttempt((n) => n + 1)} />}
      >
        <Suspense fallback={<LoadingState message={loadingMessage} />}>{children(attempt)}</Suspense>
      </ErrorBoundary>
    </RequireRole>
  );
}
