import { providerIdOfSegment } from "../../../../shared/urls/provider-path";

/** How many of the next open slots the profile lists. */
export const OPENINGS_SHOWN = 4;

/** The profile query's variables for the address's last segment; null when it names no provider. */
export function providerProfileVariables(segment: string | undefined): { id: string; openings: number } | null {
  const id = providerIdOfSegment(segment);
  return id === null ? null : { id: String(id), openings: OPENINGS_SHOWN };
}
