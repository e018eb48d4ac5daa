import type { ReactNode } from "react";
import { BRAND_NAME } from "../../lib/brand";
import * as styles from "./PageHeader.css";

interface PageHeaderProps {
  title: string;
  /** A short line under the heading. */
  intro?: ReactNode;
  /** Defaults to the heading; React 19 hoists <title> into the document head. */
  documentTitle?: string;
  align?: "start" | "center";
}

/** The page's one <h1>, and the matching document title. */
export function PageHeader({ title, intro, documentTitle = title, align = "start" }: PageHeaderProps) {
  return (
    <header className={styles.header({ align })}>
      <title>{`${documentTitle} | ${BRAND_NAME}`}</title>
      <h1 className={styles.heading}>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
    </header>
  );
}
