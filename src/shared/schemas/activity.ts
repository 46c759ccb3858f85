import { z } from "zod";

import {
  ACTIVITY_ENTITY_TYPES,
  type ActivityAction,
  type ActivityChange,
  type ActivityEntityType,
  type ActorRole,
} from "../domain/activity";
import { entityId, optionalFilter, pageQuery, strictObject } from "./common";

export const listActivityQuerySchema = strictObject({
  entityType: optionalFilter(z.enum(ACTIVITY_ENTITY_TYPES, { error: "Tipo de registro no válido" })),
  entityId: optionalFilter(entityId("Registro no válido")),
  /** Everything about one player: their own row and every record of theirs. */
  playerId: optionalFilter(entityId("Jugador no válido")),
  ...pageQuery,
});
export type ListActivityQuery = z.infer<typeof listActivityQuerySchema>;

export type ActivityEntry = {
  id: string;
  actorName: string;
  actorRole: ActorRole;
  entityType: ActivityEntityType;
  entityId: string;
  entityLabel: string;
  action: ActivityAction;
  changes: ActivityChange[];
  createdAt: string;
  /** The player the record belongs to, when it belongs to one. */
  playerId: string | null;
};
