import { eq, sql } from "drizzle-orm";
import { menuTextTone } from "../../../shared/domain/menu-color";
import type { MenuAppearance } from "../../../shared/schemas/agent-preferences";
import { agentSettings } from "../schema";
import type { DbExecutor } from "./executor";

function appearanceOf(color: string | null | undefined): MenuAppearance {
  return color ? { color, textTone: menuTextTone(color) } : null;
}

export async function getMenuAppearance(db: DbExecutor, userId: string): Promise<MenuAppearance> {
  const [row] = await db.select({ menuColor: agentSettings.menuColor }).from(agentSettings).where(eq(agentSettings.userId, userId));
  return appearanceOf(row?.menuColor);
}

/** Saves (or, with null, clears) the agent's menu colour; `color` must already be a validated CSS colour. */
export async function setMenuColor(db: DbExecutor, userId: string, color: string | null): Promise<MenuAppearance> {
  await db
    .insert(agentSettings)
    .values({ userId, menuColor: color })
    .onConflictDoUpdate({ target: agentSettings.userId, set: { menuColor: color, updatedAt: sql`now()` } });
  return appearanceOf(color);
}
