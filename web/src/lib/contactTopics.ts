import type { ContactTopicValue } from "../../../shared/contact/contact-message";

/** The catalog's words for a topic in the select and on the staff list. */
export function topicLabelId(topic: ContactTopicValue | string) {
  switch (topic) {
    case "BOOKING":
      return "contact.topic.booking" as const;
    case "PAYMENT":
      return "contact.topic.payment" as const;
    case "PROVIDER_ACCOUNT":
      return "contact.topic.providerAccount" as const;
    case "PRIVACY":
      return "contact.topic.privacy" as const;
    default:
      return "contact.topic.other" as const;
  }
}
