import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "react-relay/hooks";
import { useLoaderData } from "react-router-dom";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import type { LoaderQuery } from "../../routing/routeLoaders";
import { useLoaderQuery } from "../../routing/routeQuery";
import type { RegisterBusinessPageQuery } from "./__generated__/RegisterBusinessPageQuery.graphql";
import { RegistrationForm } from "./RegistrationForm";
import * as styles from "./RegisterBusinessPage.css";

// Only who is signed in, started by the route's loader: the same fields the header loads,
// so after the first screen the store answers without a request.
const registerBusinessPageQuery = graphql`
  query RegisterBusinessPageQuery @preloadable {
    viewer {
      ...AccountFields_viewer
    }
  }
`;

/** Spec section 2 '/register-business': businesses register as providers. */
export function RegisterBusinessPage() {
  const intl = useIntl();
  const { viewer } = useLoaderQuery<RegisterBusinessPageQuery>(
    registerBusinessPageQuery,
    useLoaderData() as LoaderQuery<RegisterBusinessPageQuery>,
  );
  return (
    <div className={styles.page}>
      <PageHeader
        title={intl.formatMessage({ id: "registerBusiness.title" })}
        intro={<FormattedMessage id="registerBusiness.intro" />}
      />
      <RegistrationForm viewer={viewer ?? null} />
    </div>
  );
}
