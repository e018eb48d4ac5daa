import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { StarRating } from "../../components/StarRating/StarRating";
import type { MessageId } from "../../i18n/messages";
import type { ProfileReview_review$key } from "./__generated__/ProfileReview_review.graphql";
import * as styles from "./ProviderProfilePage.css";
import { ReviewActions } from "./ReviewActions";

const SUB_SCORES: readonly { key: "qualityRating" | "punctualityRating" | "valueRating"; words: MessageId }[] = [
  { key: "qualityRating", words: "reviewDialog.quality" },
  { key: "punctualityRating", words: "reviewDialog.punctuality" },
  { key: "valueRating", words: "reviewDialog.value" },
];

/** One review: its stars, who and where from, the job's month, its words and the provider's reply. */
export function ProfileReview({ review, providerName }: { review: ProfileReview_review$key; providerName: string }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ProfileReview_review on Review {
        customerName
        rating
        comment
        serviceCity
        serviceMonth
        qualityRating
        punctualityRating
        valueRating
        reply
        ...ReviewActions_review
      }
    `,
    review,
  );
  const month = intl.formatDate(`${data.serviceMonth}-15T12:00:00Z`, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const subScores = SUB_SCORES.flatMap(({ key, words }) => {
    const stars = data[key];
    return stars == null ? [] : [{ key, words, stars }];
  });
  return (
    <article className={styles.review} aria-label={data.customerName}>
      <div className={styles.reviewHead}>
        <StarRating rating={data.rating} size="sm" />
        <span className={styles.reviewAuthor}>{data.customerName}</span>
      </div>
      <p className={styles.verified}>
        <FormattedMessage id="providerProfile.review.verified" values={{ city: data.serviceCity, month }} />
      </p>
      <p className={styles.reviewComment}>{data.comment}</p>
      {subScores.length > 0 && (
        <ul role="list" className={styles.subScores}>
          {subScores.map(({ key, words, stars }) => (
            <li key={key}>
              <FormattedMessage
                id="providerProfile.review.subScore"
                values={{ label: intl.formatMessage({ id: words }), stars }}
              />
            </li>
          ))}
        </ul>
      )}
      {data.reply && (
        <div className={styles.reply}>
          <p className={styles.replyFrom}>
            <FormattedMessage id="providerProfile.review.replyFrom" values={{ provider: providerName }} />
          </p>
          <p>{data.reply}</p>
        </div>
      )}
      <ReviewActions review={data} author={data.customerName} />
    </article>
  );
}
