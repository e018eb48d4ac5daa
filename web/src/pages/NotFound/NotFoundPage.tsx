import { Link } from "react-router-dom";
import { button } from "../../components/Button/Button.css";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import * as styles from "./NotFoundPage.css";

export function NotFoundPage() {
  return (
    <div className={styles.page}>
      <PageHeader
        align="center"
        title="Page Not Found"
        intro="The page you're looking for doesn't exist or has moved."
      />
      <Link to="/" className={button({ variant: "primary" })}>
        Browse Services
      </Link>
    </div>
  );
}
