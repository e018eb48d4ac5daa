// What a bot or a link preview learns from a route's HTML before any script runs: its
// HTTP status, title and description. The words are the web's own (its catalog), so the
// title the server writes is the one the page then sets itself (PageHeader's
// "{title} | {brand}"), and nothing changes when the SPA starts.
import catalog from "../../../web/src/i18n/en-CA.json" with { type: "json" };
import { providerIdOfSegment } from "../../../shared/urls/provider-path.ts";
import { matchWebRoute, type WebRoute } from "../../../shared/web-routes.ts";
import { localBusinessJsonLd, type ProfileFacts, scriptJson } from "./structured-data.ts";

type MessageId = keyof typeof catalog;

interface RouteWords {
  /** The page's title, as its PageHeader gets it. */
  title: MessageId;
  /** The line under its heading where it has one; else the site's. */
  description?: MessageId;
}

const ROUTE_WORDS: Record<WebRoute, RouteWords> = {
  "/": { title: "home.hero.title" },
  "/cities-directory": { title: "cities.documentTitle", description: "cities.metaDescription" },
  "/cities": { title: "cities.documentTitle", description: "cities.metaDescription" },
  "/city/:citySlug": { title: "cityPage.documentTitle", description: "cityPage.metaDescription" },
  "/providers/:providerSlug": {
    title: "providerProfile.documentTitle",
    description: "providerProfile.metaDescription",
  },
  "/register-business": { title: "registerBusiness.title", description: "registerBusiness.intro" },
  "/admin": { title: "admin.title", description: "admin.intro" },
  "/admin/approvals": { title: "adminApprovals.title", description: "adminApprovals.intro" },
  "/admin/partners": { title: "adminPartners.title", description: "adminPartners.intro" },
  "/admin/messages": { title: "adminMessages.title", description: "adminMessages.intro" },
  "/admin/reviews": { title: "adminReviews.title", description: "adminReviews.intro" },
  "/admin/listing-changes": { title: "adminListingChanges.title", description: "adminListingChanges.intro" },
  "/admin/no-shows": { title: "adminNoShows.title", description: "adminNoShows.intro" },
  "/admin/audit": { title: "adminAudit.title", description: "adminAudit.intro" },
  "/cleaning-finder": { title: "cleaningFinder.title", description: "cleaningFinder.intro" },
  "/recurring-bookings": { title: "recurringBookings.title", description: "recurringBookings.intro" },
  "/checkout": { title: "checkout.title" },
  "/bookings": { title: "myBookings.title", description: "myBookings.intro" },
  "/bookings/manage/:token": { title: "guestBooking.title", description: "guestBooking.intro" },
  "/provider-dashboard": { title: "providerDashboard.title", description: "providerDashboard.intro" },
  "/provider/listing": { title: "providerListing.title", description: "providerListing.intro" },
  "/availability-test": { title: "availabilityTest.title", description: "availabilityTest.intro" },
  "/platform-earnings": { title: "platformEarnings.title", description: "platformEarnings.intro" },
  "/simple-test": { title: "simpleTest.title", description: "simpleTest.intro" },
  "/firebase-test": { title: "firebaseTest.title", description: "firebaseTest.intro" },
  "/payment-success": { title: "paymentSuccess.title" },
  "/payouts/test-onboarding": { title: "payoutsTestOnboarding.title", description: "payoutsTestOnboarding.intro" },
  "/help": { title: "help.title" },
  "/contact": { title: "contact.title" },
  "/privacy": { title: "privacy.title" },
  "/terms": { title: "terms.title" },
  "/fees": { title: "fees.title" },
  "/sign-in": { title: "signIn.title" },
  "/sign-up": { title: "signUp.title" },
  "/forgot-password": { title: "forgotPassword.title", description: "forgotPassword.intro" },
  "/reset-password/:token": { title: "resetPassword.title", description: "resetPassword.intro" },
  "/verify-email/:token": { title: "verifyEmail.title" },
  "/saved": { title: "savedPage.title", description: "savedPage.intro" },
  "/account": { title: "account.title", description: "account.intro" },
  "/account/data": { title: "myData.title", description: "myData.intro" },
};

const NOT_FOUND: RouteWords = { title: "notFound.title", description: "notFound.intro" };
const CITY_NOT_FOUND: RouteWords = { title: "cityPage.notFound.title", description: "cityPage.notFound.message" };
const PROVIDER_NOT_FOUND: RouteWords = {
  title: "providerProfile.notFound.title",
  description: "providerProfile.notFound.message",
};
/** A profile whose provider cannot be looked up now: words that fit any. */
const ANY_PROVIDER: RouteWords = { title: "home.hero.title" };
/** Search results show about this much of a description. */
const DESCRIPTION_CHARS = 155;

export interface RouteMeta {
  /** 404 for a path the SPA has no screen for, and for a city slug that names no city. */
  status: 200 | 404;
  /** The document's title, brand included. */
  title: string;
  /** The page's own title, for previews (og:title), which name the site apart. */
  pageTitle: string;
  description: string;
  siteName: string;
  /** schema.org data about the page's subject (a provider's LocalBusiness), for search engines. */
  structuredData?: Record<string, unknown>;
}

export interface CityNames {
  name: string;
  province: string;
}

/**
 * Looks a city up by its slug (or its name alone, as the footer links it): null when no
 * city has it, undefined when that cannot be told now (the database is still starting).
 */
export type FindCity = (slug: string) => Promise<CityNames | null | undefined>;

/**
 * Looks up the provider a profile's address names, as a visitor may read it: null when there
 * is none (unknown, not approved), undefined when that cannot be told now.
 */
export type FindProvider = (id: number) => Promise<ProfileFacts | null | undefined>;

export interface RouteLookups {
  findCity: FindCity;
  findProvider: FindProvider;
}

export async function routeMetaFor(pathname: string, lookups: RouteLookups): Promise<RouteMeta> {
  const match = matchWebRoute(pathname);
  if (!match) return metaOf(404, NOT_FOUND);
  if (match.route === "/providers/:providerSlug") return providerMeta(match.params.providerSlug, lookups.findProvider);
  if (match.route !== "/city/:citySlug") return metaOf(200, ROUTE_WORDS[match.route]);
  const city = await lookups.findCity(match.params.citySlug ?? "");
  // Unsure, the page is given the benefit of the doubt and words that fit any city.
  if (city === undefined) return metaOf(200, ROUTE_WORDS["/cities"]);
  if (city === null) return metaOf(404, CITY_NOT_FOUND);
  return metaOf(200, ROUTE_WORDS[match.route], { city: city.name, province: city.province });
}

async function providerMeta(segment: string | undefined, findProvider: FindProvider): Promise<RouteMeta> {
  const id = providerIdOfSegment(segment);
  if (id === null) return metaOf(404, PROVIDER_NOT_FOUND);
  const provider = await findProvider(id);
  if (provider === undefined) return metaOf(200, ANY_PROVIDER);
  if (provider === null) return metaOf(404, PROVIDER_NOT_FOUND);
  const values = {
    name: provider.name,
    city: provider.city.name,
    province: provider.city.province,
    about: shortened(provider.description, DESCRIPTION_CHARS),
  };
  return {
    ...metaOf(200, ROUTE_WORDS["/providers/:providerSlug"], values),
    structuredData: localBusinessJsonLd(provider),
  };
}

/** The text cut at a word to at most `max` characters, with an ellipsis when cut. */
function shortened(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

function metaOf(status: RouteMeta["status"], words: RouteWords, values: Record<string, string> = {}): RouteMeta {
  const siteName = formatMessage("app.brand.name");
  const pageTitle = formatMessage(words.title, values);
  return {
    status,
    title: formatMessage("pageHeader.documentTitle", { title: pageTitle, brand: siteName }),
    pageTitle,
    description: formatMessage(words.description ?? "app.brand.description", values),
    siteName,
  };
}

/**
 * A catalog message with its `{name}` arguments filled in. The server needs no more of
 * ICU MessageFormat than that; a message that uses more (plurals, selects, quoting) is
 * refused rather than shown half-formatted.
 */
export function formatMessage(id: MessageId, values: Record<string, string> = {}): string {
  const message: string = catalog[id];
  if (/'[{}']/.test(message)) throw new Error(`${id}: ICU quoting is not supported on the server`);
  return message.replace(/\{([^{}]*)\}|[{}]/g, (token, name: string | undefined) => {
    const value = name === undefined ? undefined : values[name.trim()];
    if (value === undefined) throw new Error(`${id}: cannot fill ${token} on the server`);
    return value;
  });
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
const escapeText = (text: string) => text.replace(/[&<>]/g, (char) => HTML_ESCAPES[char]!);

const TITLE = /<title>[\s\S]*?<\/title>/i;
/** The tags written here, wherever and however index.html already has them. */
const OUR_META =
  /[ \t]*(?:<meta\s+(?:name="description"|property="og:(?:title|description|site_name|type)")[^>]*>|<script type="application\/ld\+json">[^<]*<\/script>)[ \t]*\r?\n?/gi;

/** index.html with the route's title, description and Open Graph tags in its head. */
export function withRouteMeta(html: string, meta: RouteMeta): string {
  if (!TITLE.test(html)) throw new Error("index.html has no <title> to replace");
  const tags = [
    `<title>${escapeText(meta.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(meta.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeAttribute(meta.siteName)}" />`,
    `<meta property="og:title" content="${escapeAttribute(meta.pageTitle)}" />`,
    `<meta property="og:description" content="${escapeAttribute(meta.description)}" />`,
    ...(meta.structuredData ? [`<script type="application/ld+json">${scriptJson(meta.structuredData)}</script>`] : []),
  ].join("\n    ");
  // Functions, not strings, as replacements: a "$&" in a city's name stays text.
  return html.replace(OUR_META, () => "").replace(TITLE, () => tags);
}
