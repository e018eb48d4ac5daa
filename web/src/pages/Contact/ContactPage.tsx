import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "react-relay/hooks";
import { useLoaderData } from "react-router-dom";
import { PageHeader } from "../../components/PageHeader/PageHeader";
import type { LoaderQuery } from "../../routing/routeLoaders";
import { useLoaderQuery } from "../../routing/routeQuery";
import type { ContactPageQuery } from "./__generated__/ContactPageQuery.graphql";
import { ContactConfirmation } from "./ContactConfirmation";
import { ContactForm } from "./ContactForm";
import * as styles from "./ContactPage.css";

// Only who is signed in, to fill in their name and address: started by the route's loader
// (from the store when the header has loaded the same fields already).
const contactPageQuery = graphql`
  query ContactPageQuery @preloadable {
    viewer {
      ...ContactForm_viewer
    }
  }
`;

/** Footer link '/contact': a message to staff, answered with a reference number. */
export function ContactPage() {
  const intl = useIntl();
  const { viewer } = useLoaderQuery<ContactPageQuery>(
    contactPageQuery,
    useLoaderData() as LoaderQuery<ContactPageQuery>,
  );
  const [reference, setReference] = useState<string | null>(null);
  // A new form each time, so a second message starts blank (apart from the viewer's details).
  const [formKey, setFormKey] = useState(0);
  return (
    <div className={styles.page}>
      <PageHeader title={intl.formatMessage({ id: "contact.title" })} intro={<FormattedMessage id="contact.intro" />} />
      {reference ? (
        <ContactConfirmation
          reference={reference}
          onSendAnother={() => {
            setReference(null);
            setFormKey((key) => key + 1);
          }}
        />
      ) : (
        <ContactForm key={formKey} viewer={viewer ?? null} onSent={setReference} />
      )}
    </div>
  );
}
