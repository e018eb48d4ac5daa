import { FormattedMessage, useIntl } from "react-intl";
import { button } from "../Button/Button.css";
import { toast } from "../Toast/useToast";
import * as styles from "./TwoFactor.css";

interface RecoveryCodesProps {
  codes: readonly string[];
  /** "I have saved them": the codes are not shown again. */
  onSaved: () => void;
}

/** The recovery codes, shown once, with ways to keep them: copy, or a text file. */
export function RecoveryCodes({ codes, onSaved }: RecoveryCodesProps) {
  const intl = useIntl();
  const text = `${intl.formatMessage({ id: "twoFactor.codes.fileHeading" })}\n\n${codes.join("\n")}\n`;

  function copy() {
    navigator.clipboard.writeText(text).then(
      () => toast({ title: { id: "twoFactor.codes.copied" } }),
      () => toast({ title: { id: "twoFactor.codes.copyFailed" }, variant: "destructive" }),
    );
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = intl.formatMessage({ id: "twoFactor.codes.fileName" });
    link.click();
    // After the click has handed the file over.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  return (
    <>
      <p className={styles.text}>
        <FormattedMessage id="twoFactor.codes.intro" values={{ count: codes.length }} />
      </p>
      <ul role="list" className={styles.codes} aria-label={intl.formatMessage({ id: "twoFactor.codes.label" })}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={button({ variant: "secondary" })} onClick={copy}>
          <FormattedMessage id="twoFactor.codes.copy" />
        </button>
        <button type="button" className={button({ variant: "secondary" })} onClick={download}>
          <FormattedMessage id="twoFactor.codes.download" />
        </button>
      </div>
      <button type="button" className={`${button({ variant: "primary" })} ${styles.action}`} onClick={onSaved}>
        <FormattedMessage id="twoFactor.codes.saved" />
      </button>
    </>
  );
}
