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
  /**
   * When this session last proved the account's second factor (a TOTP or recovery code at
   * sign-in, at enrolment or at a step-up); null when it has not. Staff need it to act.
   */
  secondFactorAt: Date | null;
}
