import type { RecurringBookingsPageQuery$variables, Role } from "./__generated__/RecurringBookingsPageQuery.graphql";

/** `?customerId=<databaseId>` as the User's global id, or null when it names no account. */
export function customerIdParam(text: string | null): string | null {
  return text && /^\d{1,10}$/.test(text.trim()) ? btoa(`User:${text.trim()}`) : null;
}

/**
 * The page query's variables (the route loader's and the page's): staff looking at one
 * customer's schedules (?customerId=) ask for that customer; anyone else only for their own,
 * so nobody else's browser asks for an account the server would refuse them.
 */
export function recurringBookingsVariables(
  searchParams: URLSearchParams,
  viewerRole: Role | null,
): RecurringBookingsPageQuery$variables {
  const customerId = viewerRole === "ADMIN" ? customerIdParam(searchParams.get("customerId")) : null;
  return { customerId: customerId ?? "", forCustomer: customerId !== null };
}
