import type { Role } from "../../generated/prisma/enums.ts";

/** The signed-in user as every resolver and handler sees it. */
export interface Viewer {
  userId: number;
  email: string;
  name: string;
  role: Role;
  /** The provider a PROVIDER account acts for. */
  providerId: number | null;
  sessionId: string;
}
