import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { BRAND_NAME } from "../../lib/brand";
import * as styles from "./Footer.css";

// Spec route table: the footer's service, city and company links.
const services = [
  { value: "house-cleaning", label: "House Cleaning" },
  { value: "car-detailing", label: "Car Detailing" },
  { value: "handyman", label: "Handyman Services" },
  { value: "landscaping", label: "Landscaping" },
  { value: "snow-removal", label: "Snow Removal" },
  { value: "moving", label: "Moving Services" },
] as const;

// The spec's footer paths: /city/{name}. The server resolves a bare name to the largest
// city of that name, so these land on Toronto, Ontario and so on.
const cities = [
  { slug: "toronto", name: "Toronto" },
  { slug: "vancouver", name: "Vancouver" },
  { slug: "montreal", name: "Montreal" },
  { slug: "calgary", name: "Calgary" },
  { slug: "ottawa", name: "Ottawa" },
] as const;

const company = [
  { to: "/help", label: "Help Centre" },
  { to: "/contact", label: "Contact Us" },
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
  { to: "/fees", label: "Fees" },
] as const;

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          <FooterColumn title="Services">
            {services.map((s) => (
              <li key={s.value}>
                <Link to={`/?service=${s.value}`} className={styles.link}>
                  {s.label}
                </Link>
              </li>
            ))}
          </FooterColumn>
          <FooterColumn title="Popular Cities">
            {cities.map((c) => (
              <li key={c.slug}>
                <Link to={`/city/${c.slug}`} className={styles.link}>
                  {c.name}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/cities-directory" className={styles.link}>
                View All 400+ Cities
              </Link>
            </li>
          </FooterColumn>
          <FooterColumn title="Support">
            {company.map((c) => (
              <li key={c.to}>
                <Link to={c.to} className={styles.link}>
                  {c.label}
                </Link>
              </li>
            ))}
          </FooterColumn>
        </div>
        <div className={styles.bottom}>
          <p>
            © {new Date().getFullYear()} {BRAND_NAME}
          </p>
          <p>
            City data ©{" "}
            <a href="https://www.geonames.org/" className={styles.link}>
              GeoNames
            </a>{" "}
            (
            <a href="https://creativecommons.org/licenses/by/4.0/" className={styles.link}>
              CC BY 4.0
            </a>
            )
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
