// The tags the reading pages' messages use, in one place: <term> opens a list item, and each
// link tag names where it goes, so a message says "<bookings>My Bookings</bookings>" and the
// path lives here, not in the catalog.
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import * as styles from "./ContentPage.css";

const internalLink = (to: string) => (chunks: ReactNode[]) => <Link to={to}>{chunks}</Link>;
const externalLink = (href: string) => (chunks: ReactNode[]) => (
  <a href={href} rel="noopener noreferrer">
    {chunks}
  </a>
);

// Addresses, not words: they stay out of the catalog.
const OPC_URL = "https://www.priv.gc.ca/";
const CAI_URL = "https://www.cai.gouv.qc.ca/";

/** The paths behind each link tag (also read by tests). */
export const CONTENT_LINK_PATHS = {
  home: "/",
  bookings: "/bookings",
  recurring: "/recurring-bookings",
  register: "/register-business",
  dashboard: "/provider-dashboard",
  contact: "/contact",
  fees: "/fees",
  privacy: "/privacy",
  data: "/account/data",
  refunds: "/help#refunds",
  // The Fees page's sales-tax section (its id is SalesTaxSection's SALES_TAX_SECTION_ID).
  salesTax: "/fees#sales-tax",
  forgotPassword: "/forgot-password",
} as const;

/** Values for FormattedMessage: every tag the reading pages' messages may hold. */
export const contentTags = {
  term: (chunks: ReactNode[]) => <strong className={styles.term}>{chunks}</strong>,
  ...(Object.fromEntries(Object.entries(CONTENT_LINK_PATHS).map(([tag, path]) => [tag, internalLink(path)])) as Record<
    keyof typeof CONTENT_LINK_PATHS,
    (chunks: ReactNode[]) => ReactNode
  >),
  opc: externalLink(OPC_URL),
  cai: externalLink(CAI_URL),
};

/** The same tags as plain text, for searching the words rather than showing them. */
export const plainTags: Record<keyof typeof contentTags, (chunks: string[]) => string> = Object.fromEntries(
  Object.keys(contentTags).map((tag) => [tag, (chunks: string[]) => chunks.join("")]),
) as Record<keyof typeof contentTags, (chunks: string[]) => string>;
