// The Help Centre's questions, by topic, in the order they show. Each id is the question's
// anchor (/help#cancel-booking) and names its words: help.q.<id> and help.a.<id>.
import type { MessageId } from "../../i18n/messages";

export const HELP_TOPICS = [
  { id: "booking", questions: ["book-a-service", "after-booking", "change-booking-time", "cancel-booking"] },
  { id: "recurring", questions: ["recurring-schedules", "pause-schedule", "cancel-schedule"] },
  { id: "providers", questions: ["join-as-provider", "registration-review", "provider-payouts"] },
  { id: "payments", questions: ["paying", "receipts", "refunds"] },
  { id: "tax", questions: ["why-tax", "why-no-tax", "refund-tax"] },
  { id: "account", questions: ["forgot-password", "my-data"] },
] as const;

export type HelpTopicId = (typeof HELP_TOPICS)[number]["id"];
export type HelpQuestionId = (typeof HELP_TOPICS)[number]["questions"][number];

export const topicTitleId = (topic: HelpTopicId): MessageId => `help.topic.${topic}`;
export const questionId = (question: HelpQuestionId): MessageId => `help.q.${question}`;
export const answerId = (question: HelpQuestionId): MessageId => `help.a.${question}`;
