import { z } from "zod";

import { agencyToday } from "../../../shared/domain/calendar-day";
import { CATALOGUE, catalogueResource, type CatalogueResource } from "../catalogue/catalogue";
import { readCatalogue, type CatalogueAccess, type CatalogueQuery } from "../catalogue/catalogue-read";
import { defineTool, type ToolScope } from "./registry";

const RESOURCE_KEYS = CATALOGUE.map((resource) => resource.key) as [string, ...string[]];

const accessOf = (scope: ToolScope): CatalogueAccess => ({
  reach: scope.reach ?? null,
  hidden: scope.hidden ?? [],
  ...(scope.playerId ? { playerId: scope.playerId } : {}),
});

const filters = {
  jugadorId: z.uuid().optional(),
  clubId: z.uuid().optional(),
  marcaId: z.uuid().optional(),
  personaId: z.uuid().optional(),
  estado: z.string().optional().describe("Un estado o etapa del recurso, tal como aparece en sus registros"),
  desde: z.string().optional().describe("AAAA-MM-DD"),
  hasta: z.string().optional().describe("AAAA-MM-DD"),
  pendiente: z.enum(["vencido", "por_vencer", "abierto"]).optional(),
  orden: z.enum(["vencimiento", "reciente", "importe", "nombre"]).default("reciente"),
  limite: z.number().int().min(1).max(50).default(20),
};

type Filters = z.output<z.ZodObject<typeof filters>>;

const ORDERS = { vencimiento: "due", reciente: "recent", importe: "amount", nombre: "title" } as const;
const PENDING = { vencido: "overdue", por_vencer: "due", abierto: "open" } as const;

/** A model's filters as a catalogue query: ids, a state by its value or label, a period, what is pending. */
function queryOf(resource: CatalogueResource, input: Filters): CatalogueQuery {
  const one = (id: string | undefined) => (id ? [id] : undefined);
  const state = input.estado?.toLowerCase();
  const states = state
    ? (resource.state?.values ?? []).filter(
        (value) => value.value.toLowerCase() === state || value.label.toLowerCase() === state,
      )
    : [];
  return {
    resource,
    playerIds: one(input.jugadorId),
    clubIds: one(input.clubId),
    brandIds: one(input.marcaId),
    personIds: one(input.personaId),
    states,
    period:
      input.desde || input.hasta
        ? { from: input.desde ?? "1900-01-01", to: input.hasta ?? "2999-12-31", on: input.pendiente ? "due" : "date" }
        : undefined,
    pending: input.pendiente ? PENDING[input.pendiente] : undefined,
    order: ORDERS[input.orden],
    limit: input.limite,
  };
}

async function answer(
  db: Parameters<typeof readCatalogue>[0],
  resource: CatalogueResource,
  input: Filters,
  scope: ToolScope,
) {
  const result = await readCatalogue(db, queryOf(resource, input), accessOf(scope), agencyToday());
  return {
    recurso: resource.many,
    total: result.count,
    ...(result.sum !== null && resource.amount ? { suma: result.sum, sumaDe: resource.amount.label } : {}),
    ...(result.moneyHidden ? { importesOcultos: true } : {}),
    registros: result.rows.map((row) => ({
      nombre: row.title,
      jugador: row.playerName,
      estado: row.state,
      fecha: row.date,
      vence: row.due,
      importe: row.amount,
      ...row.fields,
    })),
  };
}

export const catalogueTool = defineTool({
  name: "consultar_datos",
  description: `Consulta cualquier recurso de la agencia con filtros por jugador, club, marca, persona, estado, periodo y lo pendiente (vencido, por vencer, abierto); devuelve el total, la suma del importe y los registros. Recursos: ${CATALOGUE.map((resource) => `${resource.key} (${resource.many}${resource.state ? `; estados: ${resource.state.values.map((value) => value.value).join(", ")}` : ""})`).join("; ")}.`,
  input: z.object({ recurso: z.enum(RESOURCE_KEYS), ...filters }),
  playerScoped: true,
  run: async (db, input, scope) => {
    const resource = catalogueResource(input.recurso)!;
    if (scope.playerId && !resource.playerSees) return { error: `En modo jugador no se consultan ${resource.many}.` };
    return answer(db, resource, input, scope);
  },
});

export const clubPeopleTool = defineTool({
  name: "personas_de_club",
  description:
    "Las personas de contacto de un club o una marca (director deportivo, secretario técnico, presidente, abogado…) con su cargo, email y teléfono.",
  input: z.object({ clubId: z.uuid().optional(), marcaId: z.uuid().optional(), limite: filters.limite }),
  playerScoped: false,
  run: (db, input, scope) => answer(db, catalogueResource("contacts")!, { ...input, orden: "nombre" }, scope),
});

export const contactLogTool = defineTool({
  name: "seguimiento",
  description:
    "El registro de contactos (llamadas, reuniones, emails, WhatsApp) con clubes, marcas, personas y sobre jugadores u operaciones, con su próximo paso; con pendiente=por_vencer o vencido, solo los próximos pasos sin hacer.",
  input: z.object({
    jugadorId: filters.jugadorId,
    clubId: filters.clubId,
    marcaId: filters.marcaId,
    personaId: filters.personaId,
    pendiente: filters.pendiente,
    limite: filters.limite,
  }),
  playerScoped: false,
  run: (db, input, scope) =>
    answer(
      db,
      catalogueResource("contact-log")!,
      { ...input, orden: input.pendiente ? "vencimiento" : "reciente" },
      scope,
    ),
});
