import { Hono } from "hono";

import { CURRENT_PASSWORD_WRONG } from "../../../shared/schemas/agent-settings";
import { createApiTokenSchema } from "../../../shared/schemas/api-token";
import { isCurrentPassword } from "../../auth/password-check";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { requireId } from "../../http/crud-routes";
import { notFound, validationError } from "../../http/errors";
import { parseJsonBody } from "../../http/validation";
import { createApiToken, listApiTokens, revokeApiToken } from "./queries";

const NOT_FOUND = "Token no encontrado";

/** The agent's personal access tokens (Configuración -> Acceso API): create (secret shown once), list, revoke. */
export const apiTokenRoutes = (db: Database) =>
  new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listApiTokens(db, c.get("session").user.id)))
    .post("/", async (c) => {
      const input = await parseJsonBody(c, createApiTokenSchema);
      const { id: userId } = c.get("session").user;
      if (!(await isCurrentPassword(db, userId, input.currentPassword))) {
        throw validationError(CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });
      }
      return c.json(await createApiToken(db, userId, input), 201);
    })
    .delete("/:id", async (c) => {
      const revoked = await revokeApiToken(db, c.get("session").user.id, requireId(c.req.param("id"), NOT_FOUND));
      if (!revoked) throw notFound(NOT_FOUND);
      return c.body(null, 204);
    });
