import { and, isNull, ne } from "drizzle-orm";

import { user } from "./table";

/** The agency's members who may still sign in: whom email, push and the digest are for. */
export const isActiveMember = and(ne(user.role, "player"), isNull(user.deactivatedAt));
