import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { PreloadedQuery } from "react-relay/hooks";
import { Link } from "react-router-dom";
import type { MessageId } from "../../i18n/messages";
import type { HeaderQuery } from "../Header/__generated__/HeaderQuery.graphql";
import { AllCitiesLink } from "./AllCitiesLink";
import * as styles from "./Footer.css";

// Spec route table: the footer's service, city and company links. A service's name is
// its catalog entry `serviceType.<slug>`.
const services = ["house-cleaning", "car-detailing", "handyman", "landscaping", "snow-removal", "moving"] as const;

// The spec's footer paths: /city/{name}. The server resolves a bare name to the largest
// city of that name, so these land on Toronto, Ontario and so on.
const cities = [
  { slug: "toronto", nameId: "footer.cities.toronto" },
  { slug: "vancouver", nameId: "footer.cities.vancouver" },
  { slug: "montreal", nameId: "footer.cities.montreal" },
  { slug: "calgary", nameId: "footer.cities.calgary" },
  { slug: "ottawa", nameId: "footer.cities.ottawa" },
] as const satisfies ReadonlyArray<{ slug: string; nameId: MessageId }>;

const company = [
  { to: "/help", labelId: "footer.support.help" },
  { to: "/contact", labelId: "footer.support.contact" },
  { to: "/privacy", labelId: "footer.support.privacy" },
  { to: "/terms", labelId: "footer.support.terms" },
  { to: "/fees", labelId: "footer.support.fees" },
] as const satisfies ReadonlyArray<{ to: string; labelId: MessageId }>;

// Addresses, not words: they stay out of the catalog.
const GEONAMES_URL = "https://www.geonames.org/";
const LICENSE_URL = "https://creativecommons.org/licenses/by/4.0/";

interface FooterProps {
  /** The layout's query: the cities link's figure comes with it. */
  queryRef: PreloadedQuery<HeaderQuery>;
}

export function Footer({ queryRef }: FooterProps) {
  const intl = useIntl();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          <FooterColumn title={intl.formatMessage({ id: "footer.services.title" })}>
            {services.map((slug) => (
              <li key={slug}>
                <Link to={`/?service=${slug}`} className={styles.link}>
                  <FormattedMessage id={`serviceType.${slug}`} />
                </Link>
              </li>
            ))}
          </FooterColumn>
          <FooterColumn title={intl.formatMessage({ id: "footer.cities.title" })}>
            {cities.map((c) => (
              <li key={c.slug}>
                <Link to={`/city/${c.slug}`} className={styles.link}>
                  <FormattedMessage id={c.nameId} />
                </Link>
              </li>
            ))}
            <li>
              <AllCitiesLink queryRef={queryRef} />
            </li>
          </FooterColumn>
          <FooterColumn title={intl.formatMessage({ id: "footer.support.title" })}>
            {company.map((c) => (
              <li key={c.to}>
                <Link to={c.to} className={styles.link}>
                  <FormattedMessage id={c.labelId} />
                </Link>
              </li>
            ))}
          </FooterColumn>
        </div>
        <div className={styles.bottom}>
          <p>
            <FormattedMessage
              id="footer.copyright"
              values={{ year: new Date().getFullYear(), brand: intl.formatMessage({ id: "app.brand.name" }) }}
            />
          </p>
          <p>
            <FormattedMessage
              id="footer.cityDataCredit"
              values={{
                geonames: (chunks) => (
                  <a href={GEONAMES_URL} className={styles.link}>
                    {chunks}
                  </a>
                ),
                license: (chunks) => (
                  <a href={LICENSE_URL} className={styles.link}>
                    {chunks}
                  </a>
                ),
              }}
            />
          </p>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className={styles.columnTitle}>{title}</h2>
      <ul role="list" className={styles.list}>
        {children}
      </ul>
    </nav>
  );
}
