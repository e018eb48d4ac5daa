import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from "react-router-dom";
import { ErrorState } from "../components/StateCard/ErrorState";
import { errorTypeFor } from "../components/StateCard/stateCardContent";
import { NotFoundPage } from "../pages/NotFound/NotFoundPage";

/**
 * Each route's error boundary: a failed query or render replaces only the page, so the
 * header and footer stay. "Try Again" navigates to the same URL: that re-runs the loaders,
 * which start the query afresh (a failed query leaves nothing in the store to reuse), and
 * the new location resets the boundary. (A revalidation would re-run the loaders too, but
 * ours finish synchronously, and the boundary only resets when it sees one in progress.)
 */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <ErrorState
      type={errorTypeFor(error)}
      headingLevel={1}
      onRetry={() => void navigate(location, { replace: true, preventScrollReset: true })}
    />
  );
}
