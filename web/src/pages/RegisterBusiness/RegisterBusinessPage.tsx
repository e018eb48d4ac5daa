import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "react-relay/hooks";
import { useLoaderData } from "react-router-dom";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import type { LoaderQuery } from "../../routing/routeLoaders";
import { useLoaderQuery } from "../../routing/routeQuery";
import type { RegisterBusinessPageQuery } from "./__generated__/RegisterBusinessPageQuery.graphql";
import { RegistrationForm } from "./RegistrationForm";
import { RegistrationStatus } from "./RegistrationStatus";
import * as styles from "./RegisterBusinessPage.css";

// Who is signed in and, for a registrant, their latest registration, started by the route's
// loader on every visit (staff may have decided it since).
const registerBusinessPageQuery = graphql`
  query RegisterBusinessPageQuery @preloadable {
    viewer {
      role
      emailVerified
      ...AccountFields_viewer
      businessRegistration {
        id
        status
        ...RegistrationStatus_registration
      }
    }
  }
`;

/**
 * Spec section 2 '/register-business': businesses register as providers. A signed-in
 * registrant sees where their registration stands instead of an empty form; after a
 * rejection a customer account may register again.
 */
export function RegisterBusinessPage() {
  const intl = useIntl();
  const { viewer } = useLoaderQuery<RegisterBusinessPageQuery>(
    registerBusinessPageQuery,
    useLoaderData() as LoaderQuery<RegisterBusinessPageQuery>,
  );
  // The rejected registration the registrant chose to replace: the form shows until a newer one exists.
  const [replacing, setReplacing] = useState<string | null>(null);
  const registration = viewer?.businessRegistration ?? null;
  const showStatus = registration !== null && registration.id !== replacing;
  const mayRegisterAgain = registration?.status === "REJECTED" && viewer?.role === "CUSTOMER";
  return (
    <div className={styles.page}>
      <PageHeader
        title={intl.formatMessage({ id: "registerBusiness.title" })}
        intro={<FormattedMessage id={showStatus ? "registerBusiness.status.intro" : "registerBusiness.intro"} />}
      />
      {showStatus ? (
        <RegistrationStatus
          registration={registration}
          emailVerified={viewer?.emailVerified ?? true}
          onRegisterAgain={mayRegisterAgain ? () => setReplacing(registration.id) : null}
        />
      ) : (
        <RegistrationForm viewer={viewer ?? null} />
      )}
    </div>
  );
}
