import "./styles/global.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { RouterProvider } from "react-router-dom";
import { AppIntlProvider } from "./i18n/AppIntlProvider";
import { LOCALES, negotiateLocale, SOURCE_LOCALE } from "./i18n/locales";
import { warmUpIntl } from "./i18n/warmUpIntl";
import { createRelayEnvironment } from "./relay/environment";
import { createAppRouter } from "./routes";

function rootElement(): HTMLElement {
  const element = document.getElementById("root");
  if (!element) throw new Error("index.html has no #root element");
  return element;
}

const container = rootElement();
const environment = createRelayEnvironment();
const locale = negotiateLocale(navigator.languages, LOCALES, SOURCE_LOCALE);

/** Resolves in a task of its own: the browser may paint, and take input, in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * On a slow phone the start was two long tasks (Lighthouse's total blocking time): the scripts'
 * evaluation with the router and its loaders, then the first render's first step. The render is
 * a transition, so React yields every few milliseconds while it builds the page, but not inside
 * one component's render, and IntlProvider's was the first use of Intl, which loads the locale
 * data. Each is a task of its own now: the router's first, since its loaders send the route's
 * queries and ask for its page's code (routes.tsx), then the locale data (warmUpIntl), then the
 * first render.
 */
async function start() {
  await nextTask();
  const router = createAppRouter(environment);
  await nextTask();
  warmUpIntl(locale);
  await nextTask();
  // The messages wrap everything, the layout's own error card included.
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
}

start().catch(reportError);
