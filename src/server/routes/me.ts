import { Hono } from "hono";
import type { AgentProfile } from "../../shared/schemas/agent-preferences";
import { menuColorSchema } from "../../shared/schemas/agent-preferences";
import type { Database } from "../db/client";
import { getMenuAppearance, setMenuColor } from "../db/queries/agent-settings";
import type { AppEnv } from "../http/app-env";
import { parseJsonBody } from "../http/validation";

export function meRoutes(db: Database) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const { user } = c.get("session");
      const profile: AgentProfile = { id: user.id, name: user.name, email: user.email, menu: await getMenuAppearance(db, user.id) };
      return c.json(profile);
    })
    .put("/menu-color", async (c) => {
      const { color } = await parseJsonBody(c, menuColorSchema);
      return c.json({ menu: await setMenuColor(db, c.get("session").user.id, color) });
    });
}
