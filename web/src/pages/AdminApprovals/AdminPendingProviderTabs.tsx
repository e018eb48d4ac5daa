import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { telHref } from "../../components/ProviderCard/telHref";
import { StaffDetail, StaffDetails } from "../../components/StaffCard/StaffCard";
import { StaffDate } from "../../components/StaffDate/StaffDate";
import type { MessageId } from "../../i18n/messages";
import { formatPriceCents } from "../../lib/format";
import type { AdminPendingProviderTabs_provider$key } from "./__generated__/AdminPendingProviderTabs_provider.graphql";
import { websiteHref } from "./websiteHref";
import * as styles from "./AdminApprovalsPage.css";

const TABS: ReadonlyArray<{ value: string; labelId: MessageId }> = [
  { value: "overview", labelId: "adminApprovals.tab.overview" },
  { value: "services", labelId: "adminApprovals.tab.services" },
  { value: "contact", labelId: "adminApprovals.tab.contact" },
];

const label = (id: MessageId) => <FormattedMessage id={id} />;

/** Spec section 2 "Provider approval": what staff check, in tabs Overview, Services, Contact. */
export function AdminPendingProviderTabs({ provider }: { provider: AdminPendingProviderTabs_provider$key }) {
  const intl = useIntl();
  const p = useFragment(
    graphql`
      fragment AdminPendingProviderTabs_provider on Provider {
        name
        description
        address
        serviceArea
        city {
          name
          province
        }
        submittedAt
        services
        specialties
        startingPrice
        isMobileService
        phone
        email
        registration {
          website
          isInsured
          yearsInBusiness
          ownerName
        }
      }
    `,
    provider,
  );
  const registration = p.registration;
  const website = registration?.website ?? null;
  const websiteLink = websiteHref(website);
  const notProvided = <FormattedMessage id="adminApprovals.notProvided" />;

  return (
    <Tabs.Root defaultValue="overview">
      <Tabs.List
        className={styles.tabList}
        aria-label={intl.formatMessage({ id: "adminApprovals.tabs.label" }, { provider: p.name })}
      >
        {TABS.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={styles.tab}>
            <FormattedMessage id={tab.labelId} />
          </Tabs.Trigger>
        ))}
      </Tabs.List>

      <Tabs.Content value="overview" className={styles.panel}>
        <StaffDetails>
          <StaffDetail wide label={label("adminApprovals.field.description")}>
            <p className={styles.description}>{p.description}</p>
          </StaffDetail>
          <StaffDetail label={label("adminApprovals.field.address")}>{p.address}</StaffDetail>
          <StaffDetail label={label("adminApprovals.field.serviceArea")}>{p.serviceArea}</StaffDetail>
          <StaffDetail label={label("adminApprovals.field.city")}>
            <FormattedMessage id="adminApprovals.city" values={{ city: p.city.name, province: p.city.province }} />
          </StaffDetail>
          <StaffDetail label={label("adminApprovals.field.submittedAt")}>
            <StaffDate value={p.submittedAt} withTime />
          </StaffDetail>
          {registration && (
            <>
              <StaffDetail label={label("adminApprovals.field.owner")}>{registration.ownerName}</StaffDetail>
              <StaffDetail label={label("adminApprovals.field.yearsInBusiness")}>
                <FormattedMessage id="adminApprovals.years" values={{ count: registration.yearsInBusiness }} />
              </StaffDetail>
              <StaffDetail label={label("adminApprovals.field.insured")}>
                <YesNo value={registration.isInsured} />
              </StaffDetail>
            </>
          )}
        </StaffDetails>
      </Tabs.Content>

      <Tabs.Content value="services" className={styles.panel}>
        <StaffDetails>
          <StaffDetail wide label={label("adminApprovals.field.services")}>
            <Tags items={p.services} empty={notProvided} />
          </StaffDetail>
          <StaffDetail wide label={label("adminApprovals.field.specialties")}>
            <Tags items={p.specialties} empty={notProvided} />
          </StaffDetail>
          <StaffDetail label={label("adminApprovals.field.startingPrice")}>
            {formatPriceCents(p.startingPrice, intl)}
          </StaffDetail>
          <StaffDetail label={label("adminApprovals.field.mobile")}>
            <YesNo value={p.isMobileService} />
          </StaffDetail>
        </StaffDetails>
      </Tabs.Content>

      <Tabs.Content value="contact" className={styles.panel}>
        <StaffDetails>
          <StaffDetail label={label("adminApprovals.field.phone")}>
            <a href={telHref(p.phone)}>{p.phone}</a>
          </StaffDetail>
          <StaffDetail label={label("adminApprovals.field.email")}>
            <a href={`mailto:${p.email}`}>{p.email}</a>
          </StaffDetail>
          <StaffDetail label={label("adminApprovals.field.website")}>
            {websiteLink ? (
              <a href={websiteLink} target="_blank" rel="noopener noreferrer">
                {website}
              </a>
            ) : (
              (website ?? notProvided)
            )}
          </StaffDetail>
        </StaffDetails>
      </Tabs.Content>
    </Tabs.Root>
  );
}

function YesNo({ value }: { value: boolean }) {
  return <FormattedMessage id={value ? "adminApprovals.yes" : "adminApprovals.no"} />;
}

function Tags({ items, empty }: { items: readonly string[]; empty: ReactNode }) {
  if (items.length === 0) return <span className={styles.muted}>{empty}</span>;
  return (
    <ul role="list" className={styles.tags}>
      {items.map((item) => (
        <li key={item} className={styles.tag}>
          {item}
        </li>
      ))}
    </ul>
  );
}
