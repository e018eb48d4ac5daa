import { FormattedMessage, useIntl } from "react-intl";
import { SMALL_SUPPLIER_THRESHOLD_CENTS } from "../../../../shared/tax/rates-in-force";
import { Field, FieldGroup } from "../../components/Field/Field";
import { formatPriceCents } from "../../lib/format";
import * as formStyles from "../../styles/form.css";
import { fieldOf, textValue, type FormBinding } from "./formBinding";
import * as styles from "./RegisterBusinessPage.css";

type TaxField = "gstHstNumber" | "qstNumber" | "pstNumber";

// The words of the provider dashboard's tax profile (TaxProfileCard): the same fields, asked early.
const LABELS = {
  gstHstNumber: "taxProfile.gstHst",
  qstNumber: "taxProfile.qst",
  pstNumber: "taxProfile.pst",
} as const satisfies Record<TaxField, string>;
const HINTS = {
  gstHstNumber: "taxProfile.gstHst.hint",
  qstNumber: "taxProfile.qst.hint",
  pstNumber: "taxProfile.pst.hint",
} as const satisfies Record<TaxField, string>;

/**
 * The business's sales tax numbers, each optional (empty: not registered). All three are always
 * shown, each label naming where its tax applies: a business outside Québec may be registered
 * for the QST too, and a field that appeared with the province would move the form under the
 * registrant and could hide a number already typed.
 */
export function TaxFields({ form }: { form: FormBinding }) {
  const intl = useIntl();
  // The GST/HST hint quotes the small-supplier threshold, as the dashboard's does.
  const hintValues = { threshold: formatPriceCents(SMALL_SUPPLIER_THRESHOLD_CENTS, intl) };
  const field = (name: TaxField) => (
    <Field
      {...fieldOf(form, name)}
      label={<FormattedMessage id={LABELS[name]} />}
      hint={<FormattedMessage id={HINTS[name]} values={hintValues} />}
    >
      {(control) => (
        <input
          {...control}
          {...textValue(form, name)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          className={formStyles.input}
        />
      )}
    </Field>
  );
  return (
    <FieldGroup
      label={<FormattedMessage id="registerBusiness.section.tax" />}
      hint={<FormattedMessage id="registerBusiness.section.tax.hint" />}
      className={styles.groupSection}
      legendClassName={styles.groupTitle}
    >
      <div className={formStyles.pair}>
        {field("gstHstNumber")}
        {field("qstNumber")}
      </div>
      <div className={formStyles.pair}>{field("pstNumber")}</div>
    </FieldGroup>
  );
}
