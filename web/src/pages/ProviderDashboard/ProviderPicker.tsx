import { useState, type FormEvent } from "react";
import { FormattedMessage } from "react-intl";
import { button } from "../../components/Button/Button.css";
import { Field } from "../../components/Field/Field";
import { parseProviderNumber } from "./providerPick";
import * as styles from "./ProviderDashboardPage.css";

interface ProviderPickerProps {
  /** What the URL names now, to start from (the page remounts this when the URL changes). */
  initialText: string;
  onPick: (providerId: number) => void;
}

/** Staff's choice of provider, by number; checked here so the server is only asked for one that could exist. */
export function ProviderPicker({ initialText, onPick }: ProviderPickerProps) {
  const [text, setText] = useState(initialText);
  const [invalid, setInvalid] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const providerId = parseProviderNumber(text);
    setInvalid(providerId === null);
    if (providerId !== null) onPick(providerId);
  }

  return (
    <form className={styles.picker} onSubmit={submit} noValidate>
      <Field
        label={<FormattedMessage id="providerDashboard.picker.label" />}
        hint={<FormattedMessage id="providerDashboard.picker.hint" />}
        error={invalid && <FormattedMessage id="providerDashboard.picker.invalid" />}
        announce="alert"
      >
        {(control) => (
          <div className={styles.pickerRow}>
            <input
              {...control}
              className={styles.pickerInput}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setInvalid(false);
              }}
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
            />
            <button type="submit" className={button({ variant: "primary" })}>
              <FormattedMessage id="providerDashboard.picker.submit" />
            </button>
          </div>
        )}
      </Field>
    </form>
  );
}
