import { FormattedMessage, useIntl } from "react-intl";
import { CONTACT_MESSAGE_RETENTION_DAYS } from "../../../../shared/contact/contact-message";
import {
  IDEMPOTENCY_KEY_LIFETIME_HOURS,
  PUSH_TOKEN_STALE_DAYS,
  SESSION_LIFETIME_DAYS,
  SIGN_IN_THROTTLE_FORGET_AFTER_HOURS,
  TRUSTED_DEVICE_LIFETIME_DAYS,
} from "../../../../shared/privacy/retention";
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
import { useScrollToHash } from "../../lib/useScrollToHash";
import { PRIVACY_POLICY_UPDATED } from "./privacyVersion";

const SECTIONS = [
  { id: "what-we-store", titleId: "privacy.collect.title" },
  { id: "why", titleId: "privacy.use.title" },
  { id: "how-long", titleId: "privacy.retention.title" },
  { id: "who-sees-it", titleId: "privacy.access.title" },
  { id: "on-your-device", titleId: "privacy.device.title" },
  { id: "your-rights", titleId: "privacy.rights.title" },
  { id: "changes", titleId: "privacy.changes.title" },
] as const satisfies readonly TableOfContentsEntry[];

const STORED: readonly MessageId[] = [
  "privacy.collect.account",
  "privacy.collect.signIn",
  "privacy.collect.bookings",
  "privacy.collect.payments",
  "privacy.collect.push",
  "privacy.collect.notifications",
  "privacy.collect.quiz",
  "privacy.collect.saved",
  "privacy.collect.contact",
  "privacy.collect.registrations",
  "privacy.collect.requests",
];

// Each period is the constant the purge itself reads, so the page cannot drift from it.
const RETENTION: ReadonlyArray<{ id: MessageId; values?: Record<string, number> }> = [
  { id: "privacy.retention.sessions", values: { days: SESSION_LIFETIME_DAYS } },
  { id: "privacy.retention.devices", values: { days: TRUSTED_DEVICE_LIFETIME_DAYS } },
  { id: "privacy.retention.throttles", values: { hours: SIGN_IN_THROTTLE_FORGET_AFTER_HOURS } },
  { id: "privacy.retention.pushTokens", values: { days: PUSH_TOKEN_STALE_DAYS } },
  { id: "privacy.retention.requestKeys", values: { hours: IDEMPOTENCY_KEY_LIFETIME_HOURS } },
  { id: "privacy.retention.contact", values: { days: CONTACT_MESSAGE_RETENTION_DAYS } },
  { id: "privacy.retention.account" },
  { id: "privacy.retention.records" },
  { id: "privacy.retention.quiz" },
];

const WHO_SEES: readonly MessageId[] = [
  "privacy.access.you",
  "privacy.access.providers",
  "privacy.access.staff",
  "privacy.access.partners",
  "privacy.access.processors",
];

const RIGHTS: readonly MessageId[] = [
  "privacy.rights.access",
  "privacy.rights.correct",
  "privacy.rights.withdraw",
  "privacy.rights.delete",
  "privacy.rights.portability",
  "privacy.rights.complain",
];

/**
 * The footer's Privacy Policy: what this product stores, why, for how long (the purges'
 * own periods), who sees it, and how to use one's rights under PIPEDA and Québec's Law 25.
 */
export function PrivacyPage() {
  const intl = useIntl();
  useScrollToHash();
  return (
    <div className={content.page}>
      <PageHeader title={intl.formatMessage({ id: "privacy.title" })} intro={<FormattedMessage id="privacy.intro" />} />
      <LastUpdated messageId="privacy.lastUpdated" date={PRIVACY_POLICY_UPDATED} />
      <TableOfContents entries={SECTIONS} />

      <ContentSection id="what-we-store" titleId="privacy.collect.title">
        <p>
          <FormattedMessage id="privacy.collect.intro" />
        </p>
        <MessageList ids={STORED.map((id) => ({ id }))} />
      </ContentSection>

      <ContentSection id="why" titleId="privacy.use.title">
        <p>
          <FormattedMessage id="privacy.use.body" />
        </p>
      </ContentSection>

      <ContentSection id="how-long" titleId="privacy.retention.title">
        <p>
          <FormattedMessage id="privacy.retention.intro" />
        </p>
        <MessageList ids={RETENTION} testId="retention" />
      </ContentSection>

      <ContentSection id="who-sees-it" titleId="privacy.access.title">
        <MessageList ids={WHO_SEES.map((id) => ({ id }))} />
      </ContentSection>

      <ContentSection id="on-your-device" titleId="privacy.device.title">
        <p>
          <FormattedMessage id="privacy.device.body" />
        </p>
      </ContentSection>

      <ContentSection id="your-rights" titleId="privacy.rights.title">
        <p>
          <FormattedMessage id="privacy.rights.intro" />
        </p>
        <MessageList ids={RIGHTS.map((id) => ({ id }))} />
        <h3 className={content.subTitle}>
          <FormattedMessage id="privacy.rights.how.title" />
        </h3>
        <p>
          <FormattedMessage id="privacy.rights.how.data" values={contentTags} />
        </p>
        <p>
          <FormattedMessage id="privacy.rights.how.contact" values={contentTags} />
        </p>
      </ContentSection>

      <ContentSection id="changes" titleId="privacy.changes.title">
        <p>
          <FormattedMessage id="privacy.changes.body" />
        </p>
      </ContentSection>
    </div>
  );
}

function MessageList({
  ids,
  testId,
}: {
  ids: ReadonlyArray<{ id: MessageId; values?: Record<string, number> }>;
  testId?: string;
}) {
  return (
    <ul className={content.list} data-testid={testId}>
      {ids.map(({ id, values }) => (
        <li key={id}>
          <FormattedMessage id={id} values={{ ...values, ...contentTags }} />
        </li>
      ))}
    </ul>
  );
}
