import { useEffect, useId, useRef, useState } from "react";
import { FormattedMessage } from "react-intl";
import { button } from "../../components/Button/Button.css";
import { toast } from "../../components/Toast/useToast";
import type { IssuedToken } from "./AdminIssueTokenForm";
import * as styles from "./AdminPartnersPage.css";

const COPY_FAILED = {
  title: { id: "adminPartners.toast.copyFailed.title" },
  description: { id: "adminPartners.toast.copyFailed.description" },
  variant: "destructive",
} as const;

/**
 * The token just issued, shown this once: the server keeps only its hash. Focus moves here
 * so a screen reader hears the warning first.
 */
export function AdminNewToken({ issued, onDone }: { issued: IssuedToken; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const boxRef = useRef<HTMLElement>(null);
  const headingId = useId();

  useEffect(() => {
    boxRef.current?.focus();
  }, []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(issued.token);
      setCopied(true);
    } catch {
      toast(COPY_FAILED);
    }
  }

  return (
    <section ref={boxRef} tabIndex={-1} aria-labelledby={headingId} className={styles.newToken}>
      <h2 id={headingId} className={styles.sectionHeading}>
        <FormattedMessage id="adminPartners.newToken.heading" values={{ name: issued.name }} />
      </h2>
      <p className={styles.warning}>
        <FormattedMessage id="adminPartners.newToken.warning" />
      </p>
      <code className={styles.token}>{issued.token}</code>
      <div className={styles.newTokenActions}>
        <button type="button" className={button({ variant: "primary", size: "sm" })} onClick={() => void copy()}>
          <FormattedMessage id="adminPartners.newToken.copy" />
        </button>
        <button type="button" className={button({ variant: "secondary", size: "sm" })} onClick={onDone}>
          <FormattedMessage id="adminPartners.newToken.done" />
        </button>
        <span role="status" className={styles.copied}>
          {copied && <FormattedMessage id="adminPartners.newToken.copied" />}
        </span>
      </div>
    </section>
  );
}
