import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import * as styles from "./PageHeader.css";

interface PageHeaderProps {
  /** In the reader's words: the caller resolves it from the catalog. */
  title: string;
  /** A short line under the heading. */
  intro?: ReactNode;
  /** Defaults to the heading; React 19 hoists <title> into the document head. */
  documentTitle?: string;
  align?: "start" | "center";
}

/** The page's one <h1>, and the matching document title. */
export function PageHeader({ title, intro, documentTitle = title, align = "start" }: PageHeaderProps) {
  const intl = useIntl();
  // <title> takes a single string, so the words are resolved here rather than rendered.
  const fullTitle = intl.formatMessage(
    { id: "pageHeader.documentTitle" },
    { title: documentTitle, brand: intl.formatMessage({ id: "app.brand.name" }) },
  );
  return (
    <header className={styles.header({ align })}>
      <title>{fullTitle}</title>
      <h1 className={styles.heading}>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
    </header>
  );
}
