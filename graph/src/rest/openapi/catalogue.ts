// The public catalogue (rest/catalogue.ts, providers.ts, quiz.ts): its answers as presenters.ts
// and the handlers build them, its queries as the services parse them.
import { z } from "zod";
import {
  QUIZ_BUDGETS,
  QUIZ_CERTIFICATION_IMPORTANCE,
  QUIZ_MOBILE_PREFERENCES,
  QUIZ_SERVICE_TYPES,
  QUIZ_URGENCIES,
  quizSubmission,
  sessionIdInput,
} from "../../../../shared/matching/quiz-answers.ts";
import { restPageInput } from "../../services/pagination.ts";
import { providerIdInput } from "../../services/providers/access.ts";
import { nextOpenSlotsInput } from "../../services/providers/provider-profile.ts";
import { searchInput } from "../../services/providers/search-input.ts";
import { recentReviewsInput, reviewListInput } from "../../services/reviews/reviews.ts";
import type { ApiOperation } from "./operation.ts";
import { review } from "./reviews.ts";
import { cents, id, instant } from "./values.ts";

const category = z
  .object({
    id,
    slug: z.string().meta({ example: "house-cleaning" }),
    name: z.string(),
    description: z.string(),
    priceRange: z.string().meta({ example: "$100 - $250" }),
  })
  .meta({ id: "Category" });

const recentReview = z
  .object({
    id,
    customerName: z.string(),
    rating: z.number().int().min(1).max(5),
    comment: z.string(),
    createdAt: instant,
    providerId: id,
    providerName: z.string(),
  })
  .meta({ id: "RecentReview" });

/** Spec section 3's TimeSlot (presenters.ts slotJson). */
export const timeSlot = z
  .object({
    id,
    providerId: id,
    date: z.iso.date(),
    startTime: z.string(),
    endTime: z.string(),
    duration: z.number().int().meta({ description: "Minutes." }),
    isAvailable: z.boolean(),
    isBooked: z.boolean(),
    price: cents,
  })
  .meta({ id: "TimeSlot" });

/** Spec section 3's Provider, and the city it works from (presenters.ts providerJson). */
const provider = z
  .object({
    id,
    name: z.string(),
    description: z.string(),
    address: z.string(),
    serviceArea: z.string(),
    phone: z.string(),
    email: z.string(),
    imageUrl: z.string().nullable(),
    rating: z.number().min(0).max(5),
    reviewCount: z.number().int(),
    startingPrice: cents,
    services: z.array(z.string()).meta({ description: "The services' names." }),
    specialties: z.array(z.string()),
    availability: z.array(z.string()),
    distance: z.number().nullable().meta({ description: "Km from the searched place; null without one." }),
    isMobileService: z.boolean(),
    isCertified: z.boolean(),
    city: z.object({ name: z.string(), province: z.string(), slug: z.string() }),
  })
  .meta({ id: "Provider" });

export const pendingProvider = provider.extend({ status: z.literal("pending") }).meta({ id: "PendingProvider" });

const providerProfile = provider
  .extend({
    profilePath: z.string().meta({ example: "/providers/1-maple-leaf-cleaning-co" }),
    badges: z.array(z.object({ kind: z.enum(["CHECKED_BY_STAFF", "CERTIFIED", "INSURED"]), checkedAt: instant })),
    ratingDistribution: z.array(z.object({ stars: z.number().int().min(1).max(5), count: z.number().int() })),
    nextOpenSlots: z.array(timeSlot),
  })
  .meta({ id: "ProviderProfile" });

/** The search's filters as REST spells them: the service's fields, `q` for its `text`. */
const searchQuery = searchInput
  .pick({
    serviceType: true,
    maxDistance: true,
    minRating: true,
    maxPrice: true,
    mobileOnly: true,
    certifiedOnly: true,
  })
  .extend({
    location: z.string().max(240).optional().meta({
      description:
        'A city: "Toronto, Ontario", its slug, its id, or `{"city":"Toronto","province":"Ontario"}` as JSON text (or location[city] and location[province]).',
    }),
    q: searchInput.shape.text.meta({ description: "Words to find in names, specialties, services and descriptions." }),
  })
  .extend(restPageInput(50).shape);

const quizMatch = z
  .object({
    id,
    name: z.string(),
    rating: z.number(),
    reviewCount: z.number().int(),
    startingPrice: cents,
    isCertified: z.boolean(),
    isMobileService: z.boolean(),
    imageUrl: z.string().nullable(),
    score: z.number(),
    reasons: z.array(z.string()),
    distance: z.number().nullable(),
  })
  .meta({ id: "QuizMatch" });

const storedQuiz = z
  .object({
    sessionId: z.string(),
    serviceType: z.enum(QUIZ_SERVICE_TYPES),
    budget: z.enum(QUIZ_BUDGETS),
    urgency: z.enum(QUIZ_URGENCIES),
    location: z.string(),
    mobilePreference: z.enum(QUIZ_MOBILE_PREFERENCES),
    certificationImportance: z.enum(QUIZ_CERTIFICATION_IMPORTANCE),
    specialRequirements: z.array(z.string()),
    additionalNotes: z.string().nullable(),
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({ id: "QuizAnswers" });

const providerPath = z.object({ id: providerIdInput });

export const CATALOGUE_OPERATIONS: ApiOperation[] = [
  {
    method: "get",
    path: "/api/categories",
    operationId: "listCategories",
    tag: "Catalogue",
    summary: "The service categories and their price ranges",
    callers: "anyone",
    responses: { 200: { description: "Every category.", json: z.array(category) } },
    errors: [],
  },
  {
    method: "get",
    path: "/api/reviews/recent",
    operationId: "listRecentReviews",
    tag: "Catalogue",
    summary: "The newest published reviews, for the home page",
    callers: "anyone",
    query: z.object({ limit: recentReviewsInput.shape.first }),
    responses: { 200: { description: "Newest first.", json: z.array(recentReview) } },
    errors: [400],
  },
  {
    method: "get",
    path: "/api/providers",
    operationId: "listProviders",
    tag: "Catalogue",
    summary: "Approved providers, best rated first",
    callers: "anyone",
    query: restPageInput(20),
    responses: { 200: { description: "A page of providers.", json: z.array(provider), paged: true } },
    errors: [400],
  },
  {
    method: "get",
    path: "/api/providers/search",
    operationId: "searchProviders",
    tag: "Catalogue",
    summary: "Providers near a city, by service, rating, price and words",
    callers: "anyone",
    query: searchQuery,
    responses: { 200: { description: "A page of providers, nearest first.", json: z.array(provider), paged: true } },
    errors: [400, 404],
  },
  {
    method: "get",
    path: "/api/providers/{id}",
    operationId: "readProviderProfile",
    tag: "Catalogue",
    summary: "A provider's public profile with its next open slots",
    description: "An unapproved provider is 404, except to its own accounts and staff.",
    callers: "anyone",
    params: providerPath,
    query: z.object({ slots: nextOpenSlotsInput.shape.first }),
    responses: { 200: { description: "The profile.", json: providerProfile } },
    errors: [400, 404],
  },
  {
    method: "get",
    path: "/api/providers/{id}/reviews",
    operationId: "listProviderReviews",
    tag: "Catalogue",
    summary: "A provider's published reviews",
    callers: "anyone",
    params: providerPath,
    query: reviewListInput.extend(restPageInput(20).shape),
    responses: { 200: { description: "A page of reviews.", json: z.array(review), paged: true } },
    errors: [400, 404],
  },
  {
    method: "post",
    path: "/api/quiz",
    operationId: "submitQuiz",
    tag: "Catalogue",
    summary: "Store the matching quiz's answers under the client's session id",
    description: "The same sessionId again replaces them.",
    callers: "anyoneButPartners",
    body: quizSubmission,
    responses: { 200: { description: "The stored answers.", json: storedQuiz } },
    errors: [400, 403],
  },
  {
    method: "post",
    path: "/api/quiz/matches",
    operationId: "matchQuiz",
    tag: "Catalogue",
    summary: "The providers that best match a quiz session's answers",
    callers: "anyoneButPartners",
    body: z.object({ sessionId: sessionIdInput }),
    responses: { 200: { description: "Ranked, best first.", json: z.array(quizMatch) } },
    errors: [400, 403, 404],
  },
];
