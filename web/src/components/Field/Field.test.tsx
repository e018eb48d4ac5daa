import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AppIntlProvider } from "../../i18n/AppIntlProvider";
import { SOURCE_LOCALE } from "../../i18n/locales";
import { Choice, Field, FieldGroup } from "./Field";

function render(node: ReactNode) {
  const html = renderToString(<AppIntlProvider locale={SOURCE_LOCALE}>{node}</AppIntlProvider>);
  return new RenderedHtml(html);
}

/** Just enough of the DOM to read attributes by id from server-rendered HTML. */
class RenderedHtml {
  constructor(readonly html: string) {}
  /** The opening tag of the first element that starts so ("input", 'div role="group"'). */
  tag(start: string): string {
    const match = this.html.match(new RegExp(`<${start}(?=[\\s>/])[^>]*>`));
    if (!match) throw new Error(`no <${start}> in ${this.html}`);
    return match[0];
  }
  attr(start: string, attribute: string): string | undefined {
    return this.tag(start).match(new RegExp(`\\s${attribute}="([^"]*)"`))?.[1];
  }
  /** The text of the element with that id. */
  textOf(id: string): string | undefined {
    const match = this.html.match(new RegExp(`<(\\w+)[^>]*\\sid="${id}"[^>]*>(.*?)</\\1>`));
    return match?.[2]?.replace(/<[^>]+>/g, "");
  }
}

describe("Field", () => {
  it("names the control by its label and gives it the props it needs", () => {
    const page = render(<Field label="Email">{(control) => <input {...control} name="email" />}</Field>);
    const id = page.attr("input", "id")!;
    expect(page.attr("label", "for")).toBe(id);
    expect(page.attr("input", "name")).toBe("email");
    expect(page.attr("input", "aria-invalid")).toBeUndefined();
    expect(page.attr("input", "aria-describedby")).toBeUndefined();
    expect(page.tag("input")).not.toContain("required");
  });

  it("describes the control by its hint", () => {
    const page = render(
      <Field label="Password" hint="At least 8 characters">
        {(control) => <input {...control} />}
      </Field>,
    );
    const describedBy = page.attr("input", "aria-describedby")!;
    expect(describedBy.split(" ")).toHaveLength(1);
    expect(page.textOf(describedBy)).toBe("At least 8 characters");
  });

  it("makes a control with a message invalid and described by the message, after the hint", () => {
    const page = render(
      <Field label="Password" hint="At least 8 characters" error="Too short">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(page.attr("input", "aria-invalid")).toBe("true");
    const [hintId, errorId] = page.attr("input", "aria-describedby")!.split(" ");
    expect(page.textOf(hintId!)).toBe("At least 8 characters");
    expect(page.textOf(errorId!)).toBe("Too short");
    // Heard when the focus the form moves lands on the control, not as an alert of its own.
    expect(page.html).not.toContain('role="alert"');
  });

  it("keeps an announced message's live region in the page before there is a message", () => {
    const quiet = render(
      <Field label="Notes" announce="alert">
        {(control) => <textarea {...control} />}
      </Field>,
    );
    expect(quiet.html).toMatch(/<p[^>]*role="alert"[^>]*><\/p>/);
    expect(quiet.attr("textarea", "aria-describedby")).toBeUndefined();

    const said = render(
      <Field label="Notes" announce="alert" error="Please select an option">
        {(control) => <textarea {...control} />}
      </Field>,
    );
    const errorId = said.attr("textarea", "aria-describedby")!;
    expect(said.textOf(errorId)).toBe("Please select an option");
    expect(said.html).toMatch(/role="alert"[^>]*>Please select an option</);
  });

  it("takes the id a form gives it, and marks a required control", () => {
    const page = render(
      <Field label="Name" id="contact-name" required requiredMarker>
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(page.attr("input", "id")).toBe("contact-name");
    expect(page.attr("label", "for")).toBe("contact-name");
    expect(page.tag("input")).toContain('required=""');
    expect(page.html).toMatch(/<span aria-hidden="true"[^>]*>\*<\/span>/);
  });

  it("hands a third party's control the ids of the label, hint and message", () => {
    const page = render(
      <Field label="Card" id="card" hint="Test card" error="Declined">
        {(control, ids) => (
          <div role="group" aria-labelledby={ids.labelId} aria-describedby={control["aria-describedby"]} />
        )}
      </Field>,
    );
    expect(page.attr("label", "id")).toBe("card-label");
    expect(page.attr('div role="group"', "aria-labelledby")).toBe("card-label");
    expect(page.attr('div role="group"', "aria-describedby")).toBe("card-hint card-error");
  });
});

describe("Field with a message it shares", () => {
  it("is described by, and invalid with, a message about several fields", () => {
    const page = render(
      <Field label="Start" describedBy="range-error" invalid>
        {(control) => <input {...control} type="date" />}
      </Field>,
    );
    expect(page.attr("input", "aria-describedby")).toBe("range-error");
    expect(page.attr("input", "aria-invalid")).toBe("true");
  });
});

describe("FieldGroup", () => {
  it("reads its hint after the legend, before its choices", () => {
    const page = render(
      <FieldGroup label="Special requirements" hint="Choose any that apply">
        <Choice type="checkbox" name="pets" label="Pets" />
      </FieldGroup>,
    );
    const hintId = page.attr("fieldset", "aria-describedby")!;
    expect(page.textOf(hintId)).toBe("Choose any that apply");
    expect(page.html.indexOf("Choose any that apply")).toBeLessThan(page.html.indexOf("Pets"));
  });

  it("is a fieldset named by its legend and described by its message", () => {
    const page = render(
      <FieldGroup label="Services" error="Choose at least one">
        <Choice type="checkbox" name="services" value="Cleaning" label="Cleaning" />
      </FieldGroup>,
    );
    expect(page.html).toMatch(/<fieldset[^>]*>\s*<legend[^>]*>Services<\/legend>/);
    const errorId = page.attr("fieldset", "aria-describedby")!;
    expect(page.textOf(errorId)).toBe("Choose at least one");
    // A fieldset (role group) cannot be invalid; its message still describes it.
    expect(page.attr("fieldset", "aria-invalid")).toBeUndefined();
  });

  it("as a radiogroup named by a heading, is invalid while it has a message", () => {
    const page = render(
      <FieldGroup labelledBy="step-heading" role="radiogroup" error="Please select an option" announce="alert">
        <Choice type="radio" name="budget" value="low" label="Low" />
      </FieldGroup>,
    );
    const group = page.tag('div id="[^"]*" role="radiogroup"');
    expect(group).toContain('aria-labelledby="step-heading"');
    expect(group).toContain('aria-invalid="true"');
    expect(page.html).toMatch(/role="alert"[^>]*>Please select an option</);
  });
});

describe("Choice", () => {
  it("puts the box inside its words' label, and describes it by its own message", () => {
    const page = render(<Choice type="checkbox" name="isInsured" label="Insured" error="Must be ticked" />);
    expect(page.html).toMatch(/<label[^>]*><input[^>]*type="checkbox"[^>]*\/>Insured<\/label>/);
    expect(page.attr("input", "aria-invalid")).toBe("true");
    expect(page.textOf(page.attr("input", "aria-describedby")!)).toBe("Must be ticked");
  });
});
