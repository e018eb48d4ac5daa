import { useMemo, useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { BOOKING_MONTHS_AHEAD } from "../../../../shared/bookings/booking-time";
import {
  CANCELLABLE_STATUSES,
  CUSTOMER_CANCELLABLE_STATUSES,
  type BookingStatusName,
} from "../../../../shared/bookings/status";
import { RESCHEDULE_ANSWER_HOURS } from "../../../../shared/bookings/reschedule-policy";
import { CHECKOUT_PROCESSING_FEE_CENTS } from "../../../../shared/payments/commission";
import { platformToday } from "../../../../shared/payments/earnings-range";
import * as content from "../../components/ContentPage/ContentPage.css";
import { contentTags, plainTags } from "../../components/ContentPage/richText";
import { EmptyState } from "../../components/EmptyState/EmptyState";
import { Field } from "../../components/Field/Field";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { formatCents } from "../../lib/bookingFormat";
import { cancellationPolicyValues } from "../../lib/cancellationPolicy";
import { formatPlatformCommission } from "../../lib/commission";
import { useScrollToHash } from "../../lib/useScrollToHash";
import * as formStyles from "../../styles/form.css";
import { answerId, HELP_TOPICS, type HelpQuestionId, questionId, topicTitleId } from "./helpQuestions";
import { filterBySearch } from "./helpSearch";
import * as styles from "./HelpPage.css";
import { taxAnswerValues } from "./taxAnswers";

/**
 * The footer's Help Centre: answers drawn from the product's own rules (which statuses may be
 * cancelled, how schedules pause and end, the fees, the sales taxes in force today), a search
 * that narrows the questions as you type, and an anchor per question (/help#cancel-booking).
 */
export function HelpPage() {
  const intl = useIntl();
  const [query, setQuery] = useState("");
  useScrollToHash();

  // The figures the answers quote, from the rules themselves rather than copied into words.
  const values = useMemo(() => {
    const statusWords = (statuses: readonly BookingStatusName[]) =>
      intl.formatList(
        statuses.map((status) => intl.formatMessage({ id: "bookingStatusBadge.status" }, { status })),
        { type: "disjunction" },
      );
    return {
      months: BOOKING_MONTHS_AHEAD,
      customerStatuses: statusWords(CUSTOMER_CANCELLABLE_STATUSES),
      providerStatuses: statusWords(CANCELLABLE_STATUSES),
      rate: formatPlatformCommission(intl),
      fee: formatCents(CHECKOUT_PROCESSING_FEE_CENTS, intl),
      ...cancellationPolicyValues(intl),
      answerHours: RESCHEDULE_ANSWER_HOURS,
      // The platform's day, as checkout picks its rates by it.
      ...taxAnswerValues(platformToday(new Date()), intl),
    };
  }, [intl]);

  const allQuestions = useMemo(
    () =>
      HELP_TOPICS.flatMap((topic) =>
        topic.questions.map((id: HelpQuestionId) => ({
          id,
          topic: topic.id,
          text: [
            intl.formatMessage({ id: questionId(id) }),
            intl.formatMessage({ id: answerId(id) }, { ...values, ...plainTags }),
          ].join(" "),
        })),
      ),
    [intl, values],
  );
  const shown = filterBySearch(allQuestions, query);
  const shownIds = new Set(shown.map((question) => question.id));
  const searching = query.trim() !== "";

  return (
    <div className={content.page}>
      <PageHeader
        title={intl.formatMessage({ id: "help.title" })}
        intro={<FormattedMessage id="help.intro" values={contentTags} />}
      />

      <div role="search" className={styles.search}>
        <Field label={<FormattedMessage id="help.search.label" />}>
          {(control) => (
            <input
              {...control}
              type="search"
              className={formStyles.input}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              maxLength={200}
            />
          )}
        </Field>
        <p role="status" className={styles.count}>
          {searching ? (
            <FormattedMessage id="help.search.matches" values={{ count: shown.length, query: query.trim() }} />
          ) : (
            <FormattedMessage id="help.search.all" values={{ count: shown.length }} />
          )}
        </p>
      </div>

      {HELP_TOPICS.filter((topic) => topic.questions.some((id) => shownIds.has(id))).map((topic) => (
        <HelpTopic key={topic.id} id={topic.id} title={<FormattedMessage id={topicTitleId(topic.id)} />}>
          {topic.questions
            .filter((id) => shownIds.has(id))
            .map((id) => (
              <HelpQuestion key={id} id={id} values={values} />
            ))}
        </HelpTopic>
      ))}

      {shown.length === 0 && (
        <EmptyState
          titleId="help.empty.title"
          messageId="help.empty.message"
          action={{ to: "/contact", labelId: "help.empty.contact" }}
        />
      )}
    </div>
  );
}

function HelpTopic({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  const headingId = `help-topic-${id}`;
  return (
    <section aria-labelledby={headingId} className={content.section}>
      <h2 id={headingId} className={content.sectionTitle}>
        {title}
      </h2>
      <div className={styles.questions}>{children}</div>
    </section>
  );
}

function HelpQuestion({ id, values }: { id: HelpQuestionId; values: Record<string, string | number> }) {
  const intl = useIntl();
  const headingId = `${id}-question`;
  const questionText = intl.formatMessage({ id: questionId(id) });
  return (
    <article id={id} tabIndex={-1} aria-labelledby={headingId} className={styles.question}>
      <h3 id={headingId} className={styles.questionTitle}>
        <FormattedMessage id={questionId(id)} />
      </h3>
      <p>
        <FormattedMessage id={answerId(id)} values={{ ...values, ...contentTags }} />
      </p>
      <Link
        to={`#${id}`}
        className={styles.permalink}
        aria-label={intl.formatMessage({ id: "help.question.permalinkLabel" }, { question: questionText })}
      >
        <FormattedMessage id="help.question.permalink" />
      </Link>
    </article>
  );
}
