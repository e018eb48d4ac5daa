import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "react-relay/hooks";
import { Link, useLoaderData } from "react-router-dom";
import { button } from "../../components/Button/Button.css";
import { PageFrame } from "../../components/PageFrame/PageFrame";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import type { LoaderQuery } from "../../routing/routeLoaders";
import { useLoaderQuery } from "../../routing/routeQuery";
import * as formStyles from "../../styles/form.css";
import type { MyDataPageQuery, Role } from "./__generated__/MyDataPageQuery.graphql";
import { DeleteAccountDialog } from "./DeleteAccountDialog";
import { downloadMyData } from "./downloadMyData";
import * as styles from "./MyDataPage.css";

const myDataPageQuery = graphql`
  query MyDataPageQuery @preloadable {
    viewer {
      role
    }
  }
`;

// Every signed-in account may download its data; a visitor is sent to sign in and brought back.
const SIGNED_IN: readonly Role[] = ["CUSTOMER", "ADMIN", "PROVIDER"];

/** "My data": download everything we keep about the account, or delete a customer account. */
export function MyDataPage() {
  const intl = useIntl();
  // Once the account is deleted the page stops guarding itself: signed out, the guard would
  // send the former customer to the sign-in form while they are on their way home.
  const [deleted, setDeleted] = useState(false);
  const title = intl.formatMessage({ id: "myData.title" });
  if (deleted) return <PageHeader title={title} />;
  return (
    <PageFrame
      roles={SIGNED_IN}
      title={title}
      intro={intl.formatMessage({ id: "myData.intro" })}
      loadFailedTitle={intl.formatMessage({ id: "myData.loadFailed.title" })}
    >
      <MyData onDeleted={() => setDeleted(true)} />
    </PageFrame>
  );
}

function MyData({ onDeleted }: { onDeleted: () => void }) {
  // Started by the route's loader (a visitor's answer is a null viewer, no error).
  const { viewer } = useLoaderQuery<MyDataPageQuery>(myDataPageQuery, useLoaderData() as LoaderQuery<MyDataPageQuery>);
  // Signed out meanwhile (or just deleted): RequireRole takes over.
  if (!viewer) return null;
  return (
    <div className={styles.sections}>
      <DownloadSection />
      {viewer.role === "CUSTOMER" ? <DeleteSection onDeleted={onDeleted} /> : <StaffAccountSection />}
    </div>
  );
}

function DownloadSection() {
  const [state, setState] = useState<"idle" | "preparing" | "failed">("idle");

  function download() {
    setState("preparing");
    downloadMyData().then(
      () => setState("idle"),
      () => setState("failed"),
    );
  }

  return (
    <section className={styles.section} aria-labelledby="my-data-download">
      <h2 id="my-data-download" className={styles.heading}>
        <FormattedMessage id="myData.download.title" />
      </h2>
      <p className={styles.text}>
        <FormattedMessage id="myData.download.description" />
      </p>
      {state === "failed" && (
        <p role="alert" className={formStyles.alert}>
          <FormattedMessage id="myData.download.failed" />
        </p>
      )}
      <button
        type="button"
        className={`${button({ variant: "primary" })} ${styles.action}`}
        onClick={download}
        disabled={state === "preparing"}
        aria-busy={state === "preparing"}
      >
        <FormattedMessage id={state === "preparing" ? "myData.download.preparing" : "myData.download.action"} />
      </button>
    </section>
  );
}

function DeleteSection({ onDeleted }: { onDeleted: () => void }) {
  return (
    <section className={styles.section} aria-labelledby="my-data-delete">
      <h2 id="my-data-delete" className={styles.heading}>
        <FormattedMessage id="myData.delete.title" />
      </h2>
      <p className={styles.text}>
        <FormattedMessage id="myData.delete.description" />
      </p>
      <DeleteAccountDialog onDeleted={onDeleted} />
    </section>
  );
}

/** Providers' and staff accounts are closed by staff: bookings and payouts hang on them. */
function StaffAccountSection() {
  return (
    <section className={styles.section} aria-labelledby="my-data-close">
      <h2 id="my-data-close" className={styles.heading}>
        <FormattedMessage id="myData.staffAccount.title" />
      </h2>
      <p className={styles.text}>
        <FormattedMessage
          id="myData.staffAccount.description"
          values={{ link: (chunks) => <Link to="/contact">{chunks}</Link> }}
        />
      </p>
    </section>
  );
}
