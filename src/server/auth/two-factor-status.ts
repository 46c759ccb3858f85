import type { UserRole } from "../../shared/domain/team-roles";
import { twoFactorStatus, type TwoFactorStatus } from "../../shared/domain/two-factor";
import type { SessionData } from "./auth";

/** Where the session's account stands with two-factor sign-in, today. */
export const twoFactorOfSession = (user: SessionData["user"], role: UserRole, now = new Date()): TwoFactorStatus =>
  twoFactorStatus({ role, twoFactorEnabled: user.twoFactorEnabled === true, createdAt: new Date(user.createdAt) }, now);
