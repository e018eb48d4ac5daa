import { FormattedMessage, useIntl } from "react-intl";
import {
  ContentSection,
  LastUpdated,
  TableOfContents,
  type TableOfContentsEntry,
} from "../../components/ContentPage/ContentPage";
import * as content from "../../components/ContentPage/ContentPage.css";
import { contentTags } from "../../components/ContentPage/richText";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import type { MessageId } from "../../i18n/messages";
import { cancellationPolicyValues } from "../../lib/cancellationPolicy";
import { formatPlatformCommission } from "../../lib/commission";
import { useScrollToHash } from "../../lib/useScrollToHash";
import { TERMS_UPDATED } from "./termsVersion";

/** Each section: its anchor, heading and one paragraph of plain language. */
const SECTIONS = [
  { id: "what-we-do", titleId: "terms.marketplace.title", bodyId: "terms.marketplace.body" },
  { id: "your-account", titleId: "terms.accounts.title", bodyId: "terms.accounts.body" },
  { id: "bookings", titleId: "terms.bookings.title", bodyId: "terms.bookings.body" },
  { id: "payments", titleId: "terms.payments.title", bodyId: "terms.payments.body" },
  { id: "sales-tax", titleId: "terms.tax.title", bodyId: "terms.tax.body" },
  { id: "cancellations", titleId: "terms.cancellations.title", bodyId: "terms.cancellations.body" },
  { id: "providers", titleId: "terms.providers.title", bodyId: "terms.providers.body" },
  { id: "acceptable-use", titleId: "terms.use.title", bodyId: "terms.use.body" },
  { id: "responsibility", titleId: "terms.liability.title", bodyId: "terms.liability.body" },
  { id: "governing-law", titleId: "terms.law.title", bodyId: "terms.law.body" },
  { id: "changes", titleId: "terms.changes.title", bodyId: "terms.changes.body" },
] as const satisfies ReadonlyArray<TableOfContentsEntry & { bodyId: MessageId }>;

/**
 * The footer's Terms of Service in plain language: the marketplace's role, bookings, payments
 * and the commission (with /fees), sales tax (who charges and remits which), cancellations,
 * provider review, acceptable use, responsibility, Ontario law, and how the terms change.
 */
export function TermsPage() {
  const intl = useIntl();
  useScrollToHash();
  const rate = formatPlatformCommission(intl);
  // The cancellation policy's figures, from the rule the server refunds by.
  const policy = cancellationPolicyValues(intl);
  return (
    <div className={content.page}>
      <PageHeader title={intl.formatMessage({ id: "terms.title" })} intro={<FormattedMessage id="terms.intro" />} />
      <LastUpdated messageId="terms.lastUpdated" date={TERMS_UPDATED} />
      <TableOfContents entries={SECTIONS} />
      {SECTIONS.map((section) => (
        <ContentSection key={section.id} id={section.id} titleId={section.titleId}>
          <p>
            <FormattedMessage id={section.bodyId} values={{ rate, ...policy, ...contentTags }} />
          </p>
        </ContentSection>
      ))}
    </div>
  );
}
