import { FormattedMessage } from "react-intl";
import { Outlet, ScrollRestoration, useLoaderData } from "react-router-dom";
import { ComparisonProvider } from "./components/Comparison/ComparisonProvider";
import { Footer } from "./components/Footer/Footer";
import { Header } from "./components/Header/Header";
import type { HeaderQuery } from "./components/Header/__generated__/HeaderQuery.graphql";
import { ToastHost } from "./components/Toast/ToastHost";
import type { RouteQuery } from "./routing/queryRegistry";
import * as styles from "./App.css";

/**
 * The layout every screen shares: sticky header, the page, footer, toasts. The comparison
 * lives here, above the outlet, so a choice made on one screen is still there on the next.
 */
export function App() {
  const { queryRef } = useLoaderData() as RouteQuery<HeaderQuery>;
  return (
    <ComparisonProvider>
      <div className={styles.shell}>
        <a href="#main" className={styles.skipLink}>
          <FormattedMessage id="app.skipLink" />
        </a>
        <Header queryRef={queryRef} />
        <main id="main" tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
        <Footer queryRef={queryRef} />
        <ToastHost />
        <ScrollRestoration />
      </div>
    </ComparisonProvider>
  );
}
