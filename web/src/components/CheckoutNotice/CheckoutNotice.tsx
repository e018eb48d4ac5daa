import { useId, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { button } from "../Button/Button.css";
import * as styles from "./CheckoutNotice.css";

export interface NoticeAction {
  to: string;
  label: ReactNode;
}

interface CheckoutNoticeProps {
  title: ReactNode;
  message?: ReactNode;
  /** The first is the primary call to action. */
  actions: readonly NoticeAction[];
  /** Something to show above the title (a status glyph). */
  icon?: ReactNode;
  /** Anything more, under the message (a button that is not a link). */
  children?: ReactNode;
}

/** In place of a form: why there is nothing to do here, and where to go. */
export function CheckoutNotice({ title, message, actions, icon, children }: CheckoutNoticeProps) {
  const headingId = useId();
  return (
    <section className={styles.notice} aria-labelledby={headingId}>
      {icon}
      <h2 id={headingId} className={styles.noticeTitle}>
        {title}
      </h2>
      {message && <p className={styles.noticeMessage}>{message}</p>}
      {children}
      {actions.length > 0 && (
        <div className={styles.noticeActions}>
          {actions.map((action, index) => (
            <Link key={action.to} to={action.to} className={button({ variant: index === 0 ? "primary" : "secondary" })}>
              {action.label}
            </Link>
          ))}
        </div>
      )}
    </section>
  );
}
