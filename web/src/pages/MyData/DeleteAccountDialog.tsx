import { Dialog } from "radix-ui";
import { useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useMutation, useRelayEnvironment } from "react-relay/hooks";
import { useNavigate } from "react-router-dom";
import { commitLocalUpdate } from "relay-runtime";
import { deleteAccountFields } from "../../../../shared/accounts/delete-account";
import * as form from "../../components/BookingDialog/BookingDialog.css";
import { button } from "../../components/Button/Button.css";
import { Field } from "../../components/Field/Field";
import { DialogFormActions } from "../../components/DialogFrame/DialogFormActions";
import { DialogHeader } from "../../components/DialogFrame/DialogHeader";
import * as frame from "../../components/DialogFrame/DialogFrame.css";
import { toast } from "../../components/Toast/useToast";
import { GraphQLResponseError } from "../../relay/fetchGraphQL";
import { forgetViewer } from "../../relay/forgetViewer";
import { dangerFill } from "../../styles/danger.css";
import * as formStyles from "../../styles/form.css";
import type { DeleteAccountDialogMutation } from "./__generated__/DeleteAccountDialogMutation.graphql";
import * as styles from "./MyDataPage.css";

const deleteAccountMutation = graphql`
  mutation DeleteAccountDialogMutation($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      __typename
      ... on DeleteAccountPayload {
        success
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fieldErrors {
          path
          message
        }
      }
    }
  }
`;

/**
 * "Delete my account" and its confirmation: what goes and what is kept, then the password
 * again. On success the viewer is signed out here as on the server, and taken home.
 */
export function DeleteAccountDialog({ onDeleted }: { onDeleted: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const [open, setOpen] = useState(false);
  const [commit, isInFlight] = useMutation<DeleteAccountDialogMutation>(deleteAccountMutation);
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const ids = { password: useId() };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isInFlight) return;
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    setError(null);
    setPasswordError(null);
    const checked = deleteAccountFields.safeParse({ password });
    if (!checked.success) {
      setPasswordError(intl.formatMessage({ id: "myData.delete.password.required" }));
      document.getElementById(ids.password)?.focus();
      return;
    }
    commit({
      variables: { input: checked.data },
      onCompleted({ deleteAccount: result }) {
        if (result.__typename === "DeleteAccountPayload") {
          setOpen(false);
          toast({
            title: { id: "myData.toast.deleted.title" },
            description: { id: "myData.toast.deleted.description" },
          });
          // The page drops its guard first (or, signed out, it would send them to sign in).
          onDeleted();
          commitLocalUpdate(environment, forgetViewer);
          void navigate("/", { replace: true });
          return;
        }
        const message = result.message ?? intl.formatMessage({ id: "myData.delete.failed" });
        const onPassword = (result.fieldErrors ?? []).find((field) => field.path.at(-1) === "password");
        if (onPassword) {
          setPasswordError(onPassword.message);
          document.getElementById(ids.password)?.focus();
        } else {
          setError(message);
        }
      },
      onError(failure) {
        setError(
          failure instanceof GraphQLResponseError
            ? failure.message
            : intl.formatMessage({ id: "myData.delete.failed" }),
        );
      },
    });
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (isInFlight) return;
        setOpen(next);
        if (!next) {
          setError(null);
          setPasswordError(null);
        }
      }}
    >
      <Dialog.Trigger asChild>
        <button type="button" className={`${button({ variant: "primary" })} ${dangerFill} ${styles.action}`}>
          <FormattedMessage id="myData.delete.action" />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={frame.overlay} />
        <Dialog.Content className={frame.content.narrow}>
          <DialogHeader
            title={<FormattedMessage id="myData.dialog.title" />}
            description={<FormattedMessage id="myData.dialog.description" />}
            closeLabel={intl.formatMessage({ id: "myData.dialog.close" })}
            closeDisabled={isInFlight}
          />
          <form className={form.form} onSubmit={submit} noValidate aria-busy={isInFlight}>
            <div className={form.fields}>
              <div>
                <p className={formStyles.label}>
                  <FormattedMessage id="myData.dialog.deleted.title" />
                </p>
                <ul className={`${styles.list} ${form.note}`}>
                  <li>
                    <FormattedMessage id="myData.dialog.deleted.account" />
                  </li>
                  <li>
                    <FormattedMessage id="myData.dialog.deleted.activity" />
                  </li>
                </ul>
              </div>
              <div>
                <p className={formStyles.label}>
                  <FormattedMessage id="myData.dialog.kept.title" />
                </p>
                <ul className={`${styles.list} ${form.note}`}>
                  <li>
                    <FormattedMessage id="myData.dialog.kept.records" />
                  </li>
                </ul>
              </div>
              <Field
                id={ids.password}
                label={<FormattedMessage id="myData.delete.password.label" />}
                error={passwordError}
              >
                {(control) => (
                  <input
                    {...control}
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    className={formStyles.input}
                    disabled={isInFlight}
                  />
                )}
              </Field>
              {error && (
                <p role="alert" className={formStyles.alert}>
                  {error}
                </p>
              )}
            </div>
            <DialogFormActions
              cancelLabel={<FormattedMessage id="myData.dialog.cancel" />}
              submitLabel={<FormattedMessage id={isInFlight ? "myData.dialog.submitting" : "myData.dialog.submit"} />}
              submitting={isInFlight}
              danger
            />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
