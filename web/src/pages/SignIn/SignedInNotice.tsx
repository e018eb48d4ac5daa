import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router-dom";
import { button } from "../../components/Button/Button.css";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import { useSignOut } from "../../components/ViewerMenu/useSignOut";
import type { MessageId } from "../../i18n/messages";
import type { Role, SignedInNotice_viewer$key } from "./__generated__/SignedInNotice_viewer.graphql";
import * as formStyles from "../../styles/form.css";
import * as styles from "./SignInPage.css";

/** Each role's own place, the way onward besides where the visitor was going. */
const PLACES: Partial<Record<Role, { to: string; labelId: MessageId }>> = {
  CUSTOMER: { to: "/bookings", labelId: "signIn.signedIn.place.customer" },
  PROVIDER: { to: "/provider-dashboard", labelId: "signIn.signedIn.place.provider" },
  ADMIN: { to: "/admin", labelId: "signIn.signedIn.place.admin" },
};

interface SignedInNoticeProps {
  viewer: SignedInNotice_viewer$key;
  /** Where signing in would have led: the first way on. */
  next: string;
}

/** /sign-in for someone already signed in: who they are, the ways on, and how to switch. */
export function SignedInNotice({ viewer, next }: SignedInNoticeProps) {
  const data = useFragment(
    graphql`
      fragment SignedInNotice_viewer on User {
        name
        role
      }
    `,
    viewer,
  );
  const intl = useIntl();
  const { signOut, isSigningOut } = useSignOut();
  const place = PLACES[data.role];

  return (
    <>
      <PageHeader title={intl.formatMessage({ id: "signIn.signedIn.title" })} />
      <section className={formStyles.card} aria-labelledby="signed-in-as">
        <p id="signed-in-as">
          <FormattedMessage
            id="signIn.signedIn.intro"
            values={{
              name: data.name,
              role: intl.formatMessage({ id: "viewerMenu.role" }, { role: data.role }),
              strong: (chunks) => <strong>{chunks}</strong>,
            }}
          />
        </p>
        <div className={styles.actions}>
          <Link to={next} className={button({ variant: "primary" })}>
            <FormattedMessage id={next === "/" ? "signIn.signedIn.browse" : "signIn.signedIn.continue"} />
          </Link>
          {place && place.to !== next && (
            <Link to={place.to} className={button({ variant: "secondary" })}>
              <FormattedMessage id={place.labelId} />
            </Link>
          )}
        </div>
        <p className={styles.switchAccount}>
          <FormattedMessage id="signIn.signedIn.switch" />
        </p>
        <button
          type="button"
          className={`${button({ variant: "secondary" })} ${styles.signOut}`}
          onClick={signOut}
          disabled={isSigningOut}
        >
          <FormattedMessage id={isSigningOut ? "signIn.signedIn.signingOut" : "signIn.signedIn.signOut"} />
        </button>
      </section>
    </>
  );
}
