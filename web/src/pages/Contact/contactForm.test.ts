import { describe, expect, it } from "vitest";
import {
  CONTACT_EMAIL_MESSAGE,
  CONTACT_MESSAGE_TOO_LONG,
  CONTACT_MESSAGE_TOO_SHORT,
  CONTACT_NAME_MESSAGE,
  CONTACT_NAME_TOO_LONG,
  CONTACT_TOPIC_MESSAGE,
} from "../../../../shared/contact/contact-message";
import { checkContactForm } from "./contactForm";

const filled = {
  name: "  Morgan Writer ",
  email: " Morgan@Example.CA ",
  topic: "PAYMENT",
  message: "  I was charged twice for one cleaning.  ",
};

describe("the contact form's check (the server's schema)", () => {
  it("passes a filled-in form, trimmed, with the address lower-cased", () => {
    expect(checkContactForm(filled)).toEqual({
      ok: true,
      input: {
        name: "Morgan Writer",
        email: "morgan@example.ca",
        topic: "PAYMENT",
        message: "I was charged twice for one cleaning.",
      },
    });
  });

  it("names every empty field with its own words", () => {
    expect(checkContactForm({ name: "   ", email: "", topic: "", message: "" })).toEqual({
      ok: false,
      errors: {
        name: CONTACT_NAME_MESSAGE,
        email: CONTACT_EMAIL_MESSAGE,
        topic: CONTACT_TOPIC_MESSAGE,
        message: CONTACT_MESSAGE_TOO_SHORT,
      },
    });
  });

  it.each([
    ["an address without a domain", { email: "morgan@" }, { email: CONTACT_EMAIL_MESSAGE }],
    ["an address longer than 254 characters", { email: `${"a".repeat(250)}@x.ca` }, { email: CONTACT_EMAIL_MESSAGE }],
    ["a topic not on the list", { topic: "URGENT" }, { topic: CONTACT_TOPIC_MESSAGE }],
    ["nine characters of message after trimming", { message: "  123456789  " }, { message: CONTACT_MESSAGE_TOO_SHORT }],
    ["a message over 5000 characters", { message: "m".repeat(5001) }, { message: CONTACT_MESSAGE_TOO_LONG }],
    ["a name over 100 characters", { name: "n".repeat(101) }, { name: CONTACT_NAME_TOO_LONG }],
  ])("refuses %s", (_label, change, errors) => {
    expect(checkContactForm({ ...filled, ...change })).toEqual({ ok: false, errors });
  });

  it("accepts the longest message and name the columns hold", () => {
    const result = checkContactForm({ ...filled, name: "n".repeat(100), message: "m".repeat(5000) });
    expect(result.ok).toBe(true);
  });
});
