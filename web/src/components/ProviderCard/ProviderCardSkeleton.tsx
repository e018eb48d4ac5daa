import * as card from "./ProviderCard.css";
import * as styles from "./ProviderCardSkeleton.css";

/**
 * A provider card still loading: the card's own frame, picture box, rows and spacing, with
 * placeholders the size of a typical card's words in each row, so the real card takes its
 * place without anything moving: rows wrap as a real card's do on a narrow screen.
 */
export function ProviderCardSkeleton() {
  return (
    <div className={card.card} aria-hidden="true" data-skeleton="provider-card">
      <div className={`${card.media} ${styles.media}`} />
      <div className={card.body}>
        <div className={styles.block({ kind: "name" })} />
        <div className={card.ratingRow}>
          <div className={styles.block({ kind: "stars" })} />
          <div className={styles.block({ kind: "ratingValue" })} />
          <div className={styles.block({ kind: "reviews" })} />
          <div className={styles.block({ kind: "badge" })} />
        </div>
        <div className={styles.lines}>
          <div className={styles.block({ kind: "line" })} />
          <div className={styles.block({ kind: "line" })} />
          <div className={styles.block({ kind: "lastLine" })} />
        </div>
        <div className={card.tags}>
          <div className={styles.block({ kind: "tag" })} />
          <div className={styles.block({ kind: "tag" })} />
          <div className={styles.block({ kind: "tag" })} />
          <div className={styles.block({ kind: "moreTags" })} />
        </div>
        <div className={card.footer}>
          <div className={card.where}>
            <div className={styles.block({ kind: "where" })} />
          </div>
          <div className={card.price}>
            <div className={styles.block({ kind: "priceLabel" })} />
            <div className={styles.block({ kind: "price" })} />
          </div>
        </div>
        <div className={card.actions}>
          <div className={styles.block({ kind: "bookButton" })} />
          <div className={styles.block({ kind: "compareButton" })} />
          <div className={styles.block({ kind: "callButton" })} />
        </div>
      </div>
    </div>
  );
}
