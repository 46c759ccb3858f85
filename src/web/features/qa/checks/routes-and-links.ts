import pLimit from "p-limit";

import type { Page } from "@shared/schemas/common";
import { navGroups } from "@/config/nav-items";
import { paths } from "@/config/paths";
import { api } from "@/lib/api-client";

import { frameProblem, renderInFrame } from "./render-in-frame";
import { countText, type CheckOutcome, type RunContext } from "./types";

const PLAYER_TABS = ["reputation", "calendar", "deals", "operations", "investments", "mandate", "medialab"] as const;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Every screen of the app behind the sign-in, with the first player's pages for the player routes. */
async function appRoutes(): Promise<string[]> {
  const screens = [
    paths.dashboard,
    paths.players,
    paths.brands,
    paths.clubs,
    paths.operations,
    paths.deals,
    paths.calendar,
    paths.okrs,
    paths.news,
    paths.documents,
    paths.mandates,
    paths.commissions,
    paths.settings,
    paths.team,
    paths.approvals,
  ];
  const firstPlayer = (await api.get<Page<{ id: string }>>("/players?limit=1")).items[0];
  return firstPlayer ? [...screens, ...PLAYER_TABS.map((tab) => `/players/${firstPlayer.id}/${tab}`)] : screens;
}

/**
 * Screens load three at a time: most of a load is waiting for the server, and one after another made a run of
 * 30-odd screens take half a minute. Problems are listed in the order of the routes all the same.
 */
const FRAMES_AT_ONCE = 3;

async function renderAll(routes: string[], context: RunContext): Promise<string[]> {
  const limit = pLimit(FRAMES_AT_ONCE);
  const reports = await Promise.all(
    routes.map((route) =>
      limit(async () => {
        const report = context.rendered.get(route) ?? (await renderInFrame(route));
        context.rendered.set(route, report);
        return report;
      }),
    ),
  );
  return reports.map(frameProblem).filter((problem): problem is string => problem !== undefined);
}

export async function checkRoutes(context: RunContext): Promise<CheckOutcome> {
  const routes = await appRoutes();
  const problems = await renderAll(routes, context);
  if (problems.length > 0) return { passed: false, detail: problems.join(" · ") };
  return {
    passed: true,
    detail: `${countText(routes.length, "ruta se muestra", "rutas se muestran")} sin errores y con sus datos`,
  };
}

/** One link per shape of address: /players/<id>/deals is tried once, whatever the player. */
function distinctByShape(links: string[]): string[] {
  const byShape = new Map<string, string>();
  for (const link of links) {
    const shape = link.replace(UUID, ":id");
    if (!byShape.has(shape)) byShape.set(shape, link);
  }
  return [...byShape.values()];
}

export async function checkLinks(context: RunContext): Promise<CheckOutcome> {
  const sidebar = navGroups.flatMap((group) => group.items.map((item) => item.to));
  const onScreens = [...context.rendered.values()].flatMap((report) => report.links);
  const links = distinctByShape([...new Set([...sidebar, ...onScreens])]);
  const problems = await renderAll(links, context);
  if (problems.length > 0) return { passed: false, detail: `Enlaces rotos: ${problems.join(" · ")}` };
  return {
    passed: true,
    detail: `${countText(links.length, "enlace distinto lleva", "enlaces distintos llevan")} a una pantalla que existe (menú lateral y pantallas)`,
  };
}
