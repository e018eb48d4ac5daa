import type { MessageId } from "../../i18n/messages";
import { GraphQLResponseError, HttpError } from "../../relay/fetchGraphQL";

// Words for the generic state cards (spec section 2 "Generic state cards", section 8), as
// catalog ids the cards resolve in the reader's locale. Titles are the spec's; messages
// and suggestions are ours.

export type ErrorType = "network" | "no-results" | "location" | "booking" | "api" | "quiz" | "default";
export type LoadingVariant = "search" | "booking" | "quiz" | "general";

export interface ErrorContent {
  titleId: MessageId;
  messageId: MessageId;
  suggestionIds: readonly MessageId[];
}

export const errorContent: Record<ErrorType, ErrorContent> = {
  network: {
    titleId: "stateCard.error.network.title",
    messageId: "stateCard.error.network.message",
    suggestionIds: [
      "stateCard.error.network.suggestion1",
      "stateCard.error.network.suggestion2",
      "stateCard.error.network.suggestion3",
    ],
  },
  "no-results": {
    titleId: "stateCard.error.noResults.title",
    messageId: "stateCard.error.noResults.message",
    suggestionIds: [
      "stateCard.error.noResults.suggestion1",
      "stateCard.error.noResults.suggestion2",
      "stateCard.error.noResults.suggestion3",
    ],
  },
  location: {
    titleId: "stateCard.error.location.title",
    messageId: "stateCard.error.location.message",
    suggestionIds: [
      "stateCard.error.location.suggestion1",
      "stateCard.error.location.suggestion2",
      "stateCard.error.location.suggestion3",
    ],
  },
  booking: {
    titleId: "stateCard.error.booking.title",
    messageId: "stateCard.error.booking.message",
    suggestionIds: [
      "stateCard.error.booking.suggestion1",
      "stateCard.error.booking.suggestion2",
      "stateCard.error.booking.suggestion3",
    ],
  },
  api: {
    titleId: "stateCard.error.api.title",
    messageId: "stateCard.error.api.message",
    suggestionIds: [
      "stateCard.error.api.suggestion1",
      "stateCard.error.api.suggestion2",
      "stateCard.error.api.suggestion3",
    ],
  },
  quiz: {
    titleId: "stateCard.error.quiz.title",
    messageId: "stateCard.error.quiz.message",
    suggestionIds: [
      "stateCard.error.quiz.suggestion1",
      "stateCard.error.quiz.suggestion2",
      "stateCard.error.quiz.suggestion3",
    ],
  },
  default: {
    titleId: "stateCard.error.default.title",
    messageId: "stateCard.error.default.message",
    suggestionIds: [
      "stateCard.error.default.suggestion1",
      "stateCard.error.default.suggestion2",
      "stateCard.error.default.suggestion3",
    ],
  },
};

export const loadingMessage: Record<LoadingVariant, MessageId> = {
  search: "stateCard.loading.search",
  booking: "stateCard.loading.booking",
  quiz: "stateCard.loading.quiz",
  general: "stateCard.loading.general",
};

/**
 * Which card fits a thrown error: a failed fetch means the network; an HTTP 5xx or a
 * GraphQL error means our service; anything else is the default card.
 */
export function errorTypeFor(error: unknown): ErrorType {
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message)) return "network";
  if (error instanceof GraphQLResponseError) return "api";
  if (error instanceof HttpError && error.status >= 500) return "api";
  return "default";
}
