import { useId, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "react-relay/hooks";
import { Link, useLoaderData } from "react-router-dom";
import { button } from "../../components/Button/Button.css";
import { roleLinksFor } from "../../components/Header/roleLinks";
import { PageFrame } from "../../components/PageFrame/PageFrame";
import { useSignOut } from "../../components/ViewerMenu/useSignOut";
import type { LoaderQuery } from "../../routing/routeLoaders";
import { SIGNED_IN } from "../../routing/RequireRoleAccess";
import { useLoaderQuery } from "../../routing/routeQuery";
import type { AccountPageQuery, AccountPageQuery$data } from "./__generated__/AccountPageQuery.graphql";
import * as styles from "./AccountPage.css";
import { EmailSection } from "./EmailSection";
import { NotificationsSection } from "./NotificationsSection";
import { PasswordSection } from "./PasswordSection";
import { SessionsSection } from "./SessionsSection";
import { TwoFactorSection } from "./TwoFactorSection";

const accountPageQuery = graphql`
  query AccountPageQuery @preloadable {
    viewer {
      name
      email
      role
      ...EmailSection_viewer
      ...PasswordSection_viewer
      ...TwoFactorSection_viewer
      ...SessionsSection_viewer
      ...NotificationsSection_viewer
    }
  }
`;

type Viewer = NonNullable<AccountPageQuery$data["viewer"]>;

/**
 * The signed-in account's own page: who it is, the way to its tools (the header's list) and
 * to its data, and signing out. Each concern is a section of its own, so the next (changing
 * the password or the email address) is one more section. A visitor is sent to sign in and
 * brought back here.
 */
export function AccountPage() {
  const intl = useIntl();
  return (
    <PageFrame
      roles={SIGNED_IN}
      title={intl.formatMessage({ id: "account.title" })}
      intro={intl.formatMessage({ id: "account.intro" })}
      loadFailedTitle={intl.formatMessage({ id: "account.loadFailed.title" })}
    >
      <Account />
    </PageFrame>
  );
}

function Account() {
  // Started by the route's loader once the viewer was known to be signed in.
  const { viewer } = useLoaderQuery<AccountPageQuery>(
    accountPageQuery,
    useLoaderData() as LoaderQuery<AccountPageQuery>,
  );
  // Signed out meanwhile: RequireRole takes over.
  if (!viewer) return null;
  return (
    <div className={styles.sections}>
      <ProfileSection viewer={viewer} />
      <ToolsSection role={viewer.role} />
      <EmailSection viewer={viewer} />
      <PasswordSection viewer={viewer} />
      <TwoFactorSection viewer={viewer} />
      <SessionsSection viewer={viewer} />
      <NotificationsSection viewer={viewer} />
      <DataSection />
      <SignOutSection />
    </div>
  );
}

/** A card with its heading, which names it (a region a screen reader can jump to). */
function Section({ headingId, title, children }: { headingId: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function ProfileSection({ viewer }: { viewer: Viewer }) {
  return (
    <Section headingId={useId()} title={<FormattedMessage id="account.profile.heading" />}>
      <dl className={styles.facts}>
        <Fact term={<FormattedMessage id="account.profile.name" />}>{viewer.name}</Fact>
        <Fact term={<FormattedMessage id="account.profile.email" />}>{viewer.email}</Fact>
        <Fact term={<FormattedMessage id="account.profile.role" />}>
          <FormattedMessage id="viewerMenu.role" values={{ role: viewer.role }} />
        </Fact>
      </dl>
    </Section>
  );
}

function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** The same tools, in the same order, as the header's (roleLinks.ts). */
function ToolsSection({ role }: { role: string }) {
  const links = roleLinksFor(role);
  return (
    <Section headingId={useId()} title={<FormattedMessage id="account.tools.heading" />}>
      {links.length > 0 ? (
        // A list in the section (its region), not a navigation landmark: the header's list of
        // the same links already is one, under the same name.
        <ul role="list" className={styles.links}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.link}>
                <FormattedMessage id={link.labelId} />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.text}>
          <FormattedMessage id="account.tools.none" />
        </p>
      )}
    </Section>
  );
}

function DataSection() {
  return (
    <Section headingId={useId()} title={<FormattedMessage id="account.data.heading" />}>
      <p className={styles.text}>
        <FormattedMessage id="account.data.description" />
      </p>
      <Link to="/account/data" className={`${button({ variant: "secondary" })} ${styles.action}`}>
        <FormattedMessage id="account.data.link" />
      </Link>
    </Section>
  );
}

function SignOutSection() {
  // Signed out, this page is no one's: home, rather than the sign-in form it would send to.
  const { signOut, isSigningOut } = useSignOut({ goTo: "/" });
  return (
    <Section headingId={useId()} title={<FormattedMessage id="account.signOut.heading" />}>
      <p className={styles.text}>
        <FormattedMessage id="account.signOut.description" />
      </p>
      <button
        type="button"
        className={`${button({ variant: "secondary" })} ${styles.action}`}
        onClick={signOut}
        disabled={isSigningOut}
      >
        <FormattedMessage id={isSigningOut ? "viewerMenu.signingOut" : "viewerMenu.signOut"} />
      </button>
    </Section>
  );
}
