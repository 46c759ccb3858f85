import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";

export function meRoutes() {
  return new Hono<AppEnv>().get("/", (c) => {
    const { user } = c.get("session");
    return c.json({ id: user.id, name: user.name, email: user.email });
  });
}
