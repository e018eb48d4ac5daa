import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "../../i18n/messages";
import { button } from "../Button/Button.css";
import * as styles from "./StaffCardList.css";

interface StaffCardListProps<Item> {
  /** The connection's nodes, in its order. */
  items: readonly Item[];
  keyOf: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** The connection has a next page: the button under the list loads it. */
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
  /** The button's words, and its words while the next page loads. */
  loadMoreId: MessageId;
  loadingMoreId: MessageId;
}

/**
 * A staff list of cards (registrations, pending providers, contact messages) with the
 * button that loads its next page: one look and one behaviour on every staff screen.
 */
export function StaffCardList<Item>({
  items,
  keyOf,
  renderItem,
  hasNext,
  isLoadingNext,
  onLoadMore,
  loadMoreId,
  loadingMoreId,
}: StaffCardListProps<Item>) {
  return (
    <>
      <ul role="list" className={styles.list}>
        {items.map((item) => (
          <li key={keyOf(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {hasNext && (
        <div className={styles.more}>
          <button
            type="button"
            className={button({ variant: "secondary" })}
            disabled={isLoadingNext}
            onClick={onLoadMore}
          >
            <FormattedMessage id={isLoadingNext ? loadingMoreId : loadMoreId} />
          </button>
        </div>
      )}
    </>
  );
}
