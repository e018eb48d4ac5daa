import { GraphQLResponseError, HttpError } from "../../relay/fetchGraphQL";

// Words for the generic state cards (spec section 2 "Generic state cards", section 8).
// Titles are the spec's; messages and suggestions are ours.

export type ErrorType = "network" | "no-results" | "location" | "booking" | "api" | "quiz" | "default";
export type LoadingVariant = "search" | "booking" | "quiz" | "general";

export interface ErrorContent {
  title: string;
  message: string;
  suggestions: readonly string[];
}

export const errorContent: Record<ErrorType, ErrorContent> = {
  network: {
    title: "Connection Lost",
    message: "We couldn't reach our servers. Check your connection and try again.",
    suggestions: ["Check your internet connection", "Refresh the page", "Try again in a few moments"],
  },
  "no-results": {
    title: "No Service Providers Found",
    message: "No providers match your search right now.",
    suggestions: ["Try a nearby city", "Remove some filters", "Choose a different service type"],
  },
  location: {
    title: "Location Not Found",
    message: "We couldn't find that location.",
    suggestions: ["Check the spelling of the city name", "Try a nearby larger city", "Browse the cities directory"],
  },
  booking: {
    title: "Booking Failed",
    message: "There was an error submitting your booking. Please try again.",
    suggestions: [
      "Check that all required fields are filled in",
      "Try a different date or time",
      "Contact the provider directly",
    ],
  },
  api: {
    title: "Service Temporarily Unavailable",
    message: "Something on our side isn't working right now.",
    suggestions: ["Try again in a few minutes", "Refresh the page", "Contact support if it keeps happening"],
  },
  quiz: {
    title: "Quiz Submission Failed",
    message: "We couldn't submit your answers.",
    suggestions: ["Check that every question is answered", "Try submitting again", "Browse providers directly instead"],
  },
  default: {
    title: "Something Went Wrong",
    message: "An unexpected error occurred.",
    suggestions: ["Refresh the page", "Go back and try again", "Contact support if it keeps happening"],
  },
};

export const loadingMessage: Record<LoadingVariant, string> = {
  search: "Searching for service providers...",
  booking: "Processing your booking...",
  quiz: "Finding your best matches...",
  general: "Loading...",
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
