import "./styles/global.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { RouterProvider } from "react-router-dom";
import { AppIntlProvider } from "./i18n/AppIntlProvider";
import { LOCALES, negotiateLocale, SOURCE_LOCALE } from "./i18n/locales";
import { createRelayEnvironment } from "./relay/environment";
import { createAppRouter } from "./routes";

const environment = createRelayEnvironment();
const router = createAppRouter(environment);
const locale = negotiateLocale(navigator.languages, LOCALES, SOURCE_LOCALE);

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// The messages wrap everything, the layout's own error card included. The first render is a
// transition, so React yields to the browser every few milliseconds while it builds the page
// instead of holding the main thread for the whole tree: on a slow phone the first view's
// render was one task of several hundred milliseconds (Lighthouse's total blocking time).
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <AppIntlProvider locale={locale}>
        <RelayEnvironmentProvider environment={environment}>
          <RouterProvider router={router} />
        </RelayEnvironmentProvider>
      </AppIntlProvider>
    </StrictMode>,
  ),
);
