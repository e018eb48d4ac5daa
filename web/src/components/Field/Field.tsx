import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { visuallyHidden } from "../../styles/global.css";
import * as styles from "../../styles/form.css";

// One field's parts and their ties, in one place (Braid's private Field is the model): the
// label names the control, the control is described by the hint and by the message, and a
// message makes it invalid. Every form builds its fields from these, so no form can forget
// a tie and every form reads the same to a screen reader.

/** What a field's control spreads onto itself: an <input>, <select> or <textarea>, or a third party's control. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  required: true | undefined;
}

/** The ids of a field's parts, for a control that wires itself (aria-labelledby, a library's own props). */
export interface FieldIds {
  id: string;
  labelId: string;
  hintId: string;
  errorId: string;
}

interface FieldParts {
  /** The control's id; a form that moves focus to its first invalid field passes its own. */
  id?: string;
  /** Shown under the control and read after its name. */
  hint?: ReactNode;
  /** The field's message: while there is one the control is invalid and described by it. */
  error?: ReactNode;
  /**
   * How a message is heard when it appears: "alert" keeps a live region in the page and
   * announces it (for forms that check as you go and move no focus); "none" (the default)
   * leaves it to the focus the form moves to the first invalid field, which reads it as the
   * control's description.
   */
  announce?: "alert" | "none";
  /**
   * A message elsewhere that is about this field too (one message for a pair of dates): the
   * control is described by it, and invalid while `invalid` is set.
   */
  describedBy?: string;
  invalid?: boolean;
  /** The control must be filled in: it gets `required`, and the label a marker when `requiredMarker` is set. */
  required?: boolean;
  /** Show the required marker ("*") after the label. */
  requiredMarker?: boolean;
  /** The label is read but not shown (a search box whose button or heading says what it is). */
  labelHidden?: boolean;
  /** The class of the field's box (Field) or of the group's own element (FieldGroup: its fieldset or group). */
  className?: string;
}

function useFieldIds(id: string | undefined): FieldIds {
  const generated = useId();
  const base = id ?? generated;
  return { id: base, labelId: `${base}-label`, hintId: `${base}-hint`, errorId: `${base}-error` };
}

function describedBy(ids: FieldIds, hint: ReactNode, error: ReactNode, extra?: string) {
  return (
    [extra, hasContent(hint) && ids.hintId, hasContent(error) && ids.errorId].filter(Boolean).join(" ") || undefined
  );
}

const hasContent = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== "";

// A <div>, so a hint may hold a list (the test cards and what each does).
function Hint({ id, hint }: { id: string; hint: ReactNode }) {
  if (!hasContent(hint)) return null;
  return (
    <div id={id} className={styles.hint}>
      {hint}
    </div>
  );
}

/** The field's message where its control's aria-describedby points; a live region when announced. */
export function FieldMessage({
  id,
  error,
  announce = "none",
}: {
  id: string;
  error: ReactNode;
  announce?: "alert" | "none";
}) {
  if (announce === "alert") {
    // Always in the page, so a screen reader hears the message when it appears.
    return (
      <p id={id} role="alert" className={styles.error}>
        {hasContent(error) ? error : null}
      </p>
    );
  }
  if (!hasContent(error)) return null;
  return (
    <p id={id} className={styles.error}>
      {error}
    </p>
  );
}

function RequiredMarker() {
  return (
    <span aria-hidden="true" className={styles.requiredMarker}>
      <FormattedMessage id="field.requiredMarker" />
    </span>
  );
}

interface FieldProps extends FieldParts {
  label: ReactNode;
  /**
   * The control, given the props that tie it to the label, hint and message. A render prop
   * rather than cloning a child, so any control can take them: a native one spreads them, a
   * third party's maps them onto its own props.
   */
  children: (control: FieldControlProps, ids: FieldIds) => ReactNode;
}

/** A label, its control, an optional hint, and the field's message once there is one. */
export function Field({
  label,
  hint,
  error,
  announce,
  describedBy: elsewhere,
  invalid,
  required,
  requiredMarker,
  labelHidden,
  id,
  className,
  children,
}: FieldProps) {
  const ids = useFieldIds(id);
  const control: FieldControlProps = {
    id: ids.id,
    "aria-invalid": hasContent(error) || invalid ? true : undefined,
    "aria-describedby": describedBy(ids, hint, error, elsewhere),
    required: required ? true : undefined,
  };
  return (
    <div className={className ?? styles.field}>
      <label id={ids.labelId} htmlFor={ids.id} className={labelHidden ? visuallyHidden : styles.label}>
        {label}
        {required && requiredMarker && <RequiredMarker />}
      </label>
      {children(control, ids)}
      <Hint id={ids.hintId} hint={hint} />
      <FieldMessage id={ids.errorId} error={error} announce={announce} />
    </div>
  );
}

/** What a group's own element carries, for a form that lays its choices out itself. */
export interface FieldGroupProps {
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

type GroupName =
  /** The legend: the question the choices answer. */
  | { label: ReactNode; labelledBy?: never }
  /** Named by something already on screen (a step's heading): no legend of its own. */
  | { label?: never; labelledBy: string };

type FieldGroupOwnProps = FieldParts &
  GroupName & {
    /** "radiogroup" for one-of choices, so the group can be invalid; "group" otherwise. */
    role?: "group" | "radiogroup";
    /** The legend's class, for a group that heads a section of the form rather than a field's. */
    legendClassName?: string;
    children: ReactNode;
  };

/**
 * A group of checkboxes or radios as one field: a fieldset named by its legend (or by a
 * heading), described by its hint and message. A radiogroup is also invalid while it has a
 * message (a plain group cannot be).
 */
export function FieldGroup({
  label,
  labelledBy,
  role,
  hint,
  error,
  announce,
  describedBy: elsewhere,
  invalid,
  required,
  requiredMarker,
  labelHidden,
  legendClassName,
  id,
  className,
  children,
}: FieldGroupOwnProps) {
  const ids = useFieldIds(id);
  const aria = {
    id: ids.id,
    role: role === "radiogroup" ? role : undefined,
    "aria-invalid": role === "radiogroup" && (hasContent(error) || invalid) ? true : undefined,
    "aria-required": role === "radiogroup" && required ? true : undefined,
    "aria-describedby": describedBy(ids, hint, error, elsewhere),
  } as const;
  // A group's hint is read before its choices (what to choose), unlike a single control's.
  const hintPart = <Hint id={ids.hintId} hint={hint} />;
  const message = <FieldMessage id={ids.errorId} error={error} announce={announce} />;
  if (labelledBy !== undefined) {
    return (
      <div className={styles.field}>
        {hintPart}
        <div {...aria} role={role ?? "group"} aria-labelledby={labelledBy} className={className}>
          {children}
        </div>
        {message}
      </div>
    );
  }
  return (
    <fieldset {...aria} className={className ?? styles.group}>
      <legend id={ids.labelId} className={labelHidden ? visuallyHidden : (legendClassName ?? styles.legend)}>
        {label}
        {required && requiredMarker && <RequiredMarker />}
      </legend>
      {hintPart}
      {children}
      {message}
    </fieldset>
  );
}

type ChoiceProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className" | "children"> & {
  type: "checkbox" | "radio";
  /** The words beside the box. */
  label: ReactNode;
  /** A message about this one box (a single checkbox that must be ticked). */
  error?: ReactNode;
  hint?: ReactNode;
  /** The row's class; the box keeps the kit's look. */
  className?: string;
  inputClassName?: string;
};

/** A checkbox or radio with its words beside it, the whole row a touch target. */
export function Choice({ label, error, hint, className, inputClassName, id, ...input }: ChoiceProps) {
  const ids = useFieldIds(id);
  const row = (
    <label className={className ?? styles.choice}>
      <input
        {...input}
        id={ids.id}
        className={inputClassName ?? styles.checkbox}
        aria-invalid={hasContent(error) ? true : undefined}
        aria-describedby={describedBy(ids, hint, error, input["aria-describedby"])}
      />
      {label}
    </label>
  );
  // One shape with or without a message, so the box keeps its focus when one appears.
  return (
    <>
      {row}
      <Hint id={ids.hintId} hint={hint} />
      <FieldMessage id={ids.errorId} error={error} />
    </>
  );
}
