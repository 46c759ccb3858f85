import { countText, type CheckOutcome } from "./types";

const NIL_ID = "00000000-0000-4000-8000-000000000000";
const RESOURCES = [
  "players",
  "brands",
  "deals",
  "investments",
  "events",
  "news",
  "documents",
  "okrs",
  "approvals",
  "mandates",
] as const;

type Probe = { method: "POST" | "PATCH" | "DELETE" | "PUT"; path: string; body?: unknown; expect: 400 | 404 };

/** Each action the screens' buttons call, asked in a way that cannot change anything: an empty form or an unknown id. */
export const ACTION_PROBES: Probe[] = [
  ...RESOURCES.flatMap((resource): Probe[] => [
    { method: "POST", path: `/api/${resource}`, body: {}, expect: 400 },
    { method: "PATCH", path: `/api/${resource}/${NIL_ID}`, body: {}, expect: 404 },
    { method: "DELETE", path: `/api/${resource}/${NIL_ID}`, expect: 404 },
  ]),
  { method: "POST", path: "/api/okrs/batch", body: { okrs: [] }, expect: 400 },
  { method: "PATCH", path: `/api/okrs/${NIL_ID}/key-results/x`, body: { current: 1 }, expect: 404 },
  { method: "POST", path: `/api/commissions/${NIL_ID}/payments`, body: {}, expect: 400 },
  { method: "DELETE", path: `/api/commissions/${NIL_ID}/payments/${NIL_ID}`, expect: 404 },
  { method: "PUT", path: "/api/me/commission-defaults", body: {}, expect: 400 },
  { method: "PUT", path: "/api/me/profile", body: {}, expect: 400 },
  { method: "POST", path: "/api/me/password", body: {}, expect: 400 },
  { method: "POST", path: "/api/alerts/read", body: { keys: [] }, expect: 400 },
  { method: "DELETE", path: `/api/campaign-images/${NIL_ID}`, expect: 404 },
];

async function problemOf(probe: Probe): Promise<string | undefined> {
  const label = `${probe.method} ${probe.path.replace(NIL_ID, ":id")}`;
  try {
    const response = await fetch(probe.path, {
      method: probe.method,
      credentials: "same-origin",
      headers: probe.body === undefined ? undefined : { "Content-Type": "application/json" },
      body: probe.body === undefined ? undefined : JSON.stringify(probe.body),
    });
    const payload = (await response.json().catch(() => undefined)) as
      | { error?: { code?: string; message?: string } }
      | undefined;
    // An unknown route answers 404 too, with its own message: that is a missing action, not a missing record.
    if (payload?.error?.message === "Ruta de la API no encontrada") return `${label}: la acción no existe`;
    if (response.status !== probe.expect) return `${label}: respondió ${response.status} en lugar de ${probe.expect}`;
    if (!payload?.error?.message) return `${label}: respondió sin mensaje de error`;
    return undefined;
  } catch {
    return `${label}: sin respuesta`;
  }
}

export async function checkActions(): Promise<CheckOutcome> {
  const problems = (await Promise.all(ACTION_PROBES.map(problemOf))).filter(
    (problem): problem is string => problem !== undefined,
  );
  if (problems.length > 0) return { passed: false, detail: problems.join(" · ") };
  return {
    passed: true,
    detail: `${countText(ACTION_PROBES.length, "acción responde", "acciones responden")} a una prueba inofensiva con su mensaje de error`,
  };
}
