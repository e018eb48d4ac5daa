import { useId } from "react";
import { FormattedMessage } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { Link, useLocation } from "react-router-dom";
import { MIN_PASSWORD_LENGTH } from "../../../../shared/accounts/sign-up";
import type { AccountFields_viewer$key } from "./__generated__/AccountFields_viewer.graphql";
import { Field } from "../../components/Field/Field";
import * as formStyles from "../../styles/form.css";
import { fieldOf, textValue, type FormBinding } from "./formBinding";
import * as styles from "./RegisterBusinessPage.css";

interface AccountFieldsProps {
  form: FormBinding;
  /** null when nobody is signed in: the form then creates the registrant's account. */
  viewer: AccountFields_viewer$key | null;
}

/**
 * The account the registration belongs to: the signed-in one, or one made from the form's
 * email and a password chosen here, so the registrant can follow the review.
 */
export function AccountFields({ form, viewer }: AccountFieldsProps) {
  const data = useFragment(
    graphql`
      fragment AccountFields_viewer on User {
        name
        role
      }
    `,
    viewer,
  );
  const headingId = useId();
  const location = useLocation();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        <FormattedMessage id="registerBusiness.section.account" />
      </h2>
      {data ? (
        <div className={styles.account}>
          <p>
            <FormattedMessage
              id="registerBusiness.account.signedIn"
              values={{ name: data.name, strong: (chunks) => <strong className={styles.accountName}>{chunks}</strong> }}
            />
          </p>
          {/* The server refuses them too; saying so first saves filling in the form for nothing. */}
          {data.role !== "CUSTOMER" && (
            <p>
              <FormattedMessage id="registerBusiness.account.notCustomer" />
            </p>
          )}
        </div>
      ) : (
        <>
          <Field
            {...fieldOf(form, "password")}
            label={<FormattedMessage id="registerBusiness.field.password" />}
            hint={<FormattedMessage id="registerBusiness.field.password.hint" values={{ min: MIN_PASSWORD_LENGTH }} />}
            required
          >
            {(control) => (
              <input
                {...control}
                {...textValue(form, "password")}
                type="password"
                autoComplete="new-password"
                maxLength={256}
                className={formStyles.input}
              />
            )}
          </Field>
          <p className={formStyles.hint}>
            <FormattedMessage
              id="registerBusiness.account.signInLink"
              values={{
                link: (chunks) => (
                  <Link to="/sign-in" state={{ from: location.pathname }}>
                    {chunks}
                  </Link>
                ),
              }}
            />
          </p>
        </>
      )}
    </section>
  );
}
