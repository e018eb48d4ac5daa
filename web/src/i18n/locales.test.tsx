import { FormattedMessage } from "react-intl";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorState } from "../components/StateCard/ErrorState";
import { AppIntlProvider } from "./AppIntlProvider";
import { LOCALES, messagesFor, negotiateLocale, SOURCE_LOCALE } from "./locales";

describe("negotiateLocale", () => {
  const ours = ["en-CA", "fr-CA"];

  it("takes the first exact match, then the first of the same language", () => {
    expect(negotiateLocale(["fr-CA", "en-CA"], ours, "en-CA")).toBe("fr-CA");
    expect(negotiateLocale(["de-DE", "fr-FR", "en-CA"], ours, "en-CA")).toBe("fr-CA");
    expect(negotiateLocale(["en-US", "en"], ours, "en-CA")).toBe("en-CA");
  });

  it("falls back when nothing matches", () => {
    expect(negotiateLocale(["de-DE"], ours, "en-CA")).toBe("en-CA");
    expect(negotiateLocale([], LOCALES, SOURCE_LOCALE)).toBe(SOURCE_LOCALE);
  });
});

describe("AppIntlProvider", () => {
  it("has the source catalog at once, without loading anything", () => {
    expect(messagesFor(SOURCE_LOCALE)).not.toBeInstanceOf(Promise);
  });

  it("renders the catalog's words, the state cards' included", () => {
    const html = renderToString(
      <AppIntlProvider locale={SOURCE_LOCALE}>
        <FormattedMessage id="app.skipLink" />
        <ErrorState type="network" onRetry={() => {}} />
      </AppIntlProvider>,
    );
    expect(html).toContain("Skip to main content");
    expect(html).toContain("Connection Lost");
    expect(html).toContain("Check your internet connection");
    expect(html).toContain("You can try:");
    expect(html).toContain("Try Again");
  });
});
