import { describe, expect, it } from "vitest";
import { withoutEchoedValues } from "./errors.ts";

describe("withoutEchoedValues", () => {
  it("keeps a refused variable's name, path and reason, not its value", () => {
    expect(
      withoutEchoedValues(
        'Variable "$input" got invalid value { email: "a@b.ca", pasword: "Se;cret \\"at\\" x" }; Field "pasword" is not defined by type "SignInInput".',
      ),
    ).toBe('Variable "$input" got an invalid value; Field "pasword" is not defined by type "SignInInput".');
    expect(
      withoutEchoedValues(
        'Variable "$input" got invalid value 7319057341 at "input.password"; String cannot represent a non string value: 7319057341',
      ),
    ).toBe('Variable "$input" got an invalid value at "input.password"; String cannot represent a non string value.');
    expect(
      withoutEchoedValues(
        'Variable "$password" got invalid value ["Secret"]; Expected type String; String cannot represent a non string value: ["Secret"]',
      ),
    ).toBe(
      'Variable "$password" got an invalid value; Expected type String; String cannot represent a non string value.',
    );
  });

  it("drops the literal or token a validation or syntax error quotes", () => {
    expect(withoutEchoedValues('Int cannot represent non-integer value: "Secret"')).toBe(
      "Int cannot represent non-integer value.",
    );
    expect(withoutEchoedValues('Value "Secret_Pass" does not exist in "ContactMessageStatus" enum.')).toBe(
      'The value does not exist in "ContactMessageStatus" enum.',
    );
    expect(withoutEchoedValues('Syntax Error: Expected Name, found String "Secret".')).toBe(
      "Syntax Error: Expected Name, found String.",
    );
  });

  it("leaves a message that quotes nothing as it is", () => {
    const message = 'Cannot query field "nope" on type "Query".';
    expect(withoutEchoedValues(message)).toBe(message);
  });
});
