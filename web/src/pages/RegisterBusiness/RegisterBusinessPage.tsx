import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import type { RegisterBusinessPageQuery } from "./__generated__/RegisterBusinessPageQuery.graphql";
import { RegistrationForm } from "./RegistrationForm";
import * as styles from "./RegisterBusinessPage.css";

// Only who is signed in: the same fields the header has already loaded, so the store
// usually answers without a request (and the route needs no loader of its own).
const registerBusinessPageQuery = graphql`
  query RegisterBusinessPageQuery {
    viewer {
      ...AccountFields_viewer
    }
  }
`;

/** Spec section 2 '/register-business': businesses register as providers. */
export function RegisterBusinessPage() {
  const intl = useIntl();
  const { viewer } = useLazyLoadQuery<RegisterBusinessPageQuery>(registerBusinessPageQuery, {});
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
