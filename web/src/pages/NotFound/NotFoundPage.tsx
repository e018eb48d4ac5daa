import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { button } from "../../components/Button/Button.css";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import * as styles from "./NotFoundPage.css";

export function NotFoundPage() {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <PageHeader
        align="center"
        title={intl.formatMessage({ id: "notFound.title" })}
        intro={<FormattedMessage id="notFound.intro" />}
      />
      <Link to="/" className={button({ variant: "primary" })}>
        <FormattedMessage id="notFound.browseServices" />
      </Link>
    </div>
  );
}
