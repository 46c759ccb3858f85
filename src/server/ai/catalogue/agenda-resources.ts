import type { CatalogueResource } from "./catalogue-types";
import { condition, day, field, state } from "./field-helpers";

const TASK_PLAYER = `(case t.record_type
    when 'player' then t.record_id
    when 'deal' then (select player_id from deals where id = t.record_id)
    when 'mandate' then (select player_id from mandates where id = t.record_id)
    when 'event' then (select player_id from events where id = t.record_id)
    when 'operation' then (select player_id from operations where id = t.record_id)
  end)`;

export const EVENTS: CatalogueResource = {
  key: "events",
  team: "events",
  one: "evento",
  many: "eventos",
  feminine: false,
  words: ["evento", "agenda", "calendario", "partido", "entrevista", "sesion de fotos", "viaje", "cita"],
  from: "events t left join players p on p.id = t.player_id",
  title: "t.title || coalesce(' · ' || p.name, '')",
  player: "t.player_id",
  state: {
    expr: "t.status::text",
    label: "estado",
    values: [
      state("confirmado", "confirmados", "confirmad"),
      state("pendiente", "pendientes", "pendient", "sin confirmar"),
      state("cancelado", "cancelados", "cancelad", "suspendid"),
      state("rechazado", "rechazados", "rechazad"),
    ],
  },
  date: { expr: "t.date", label: "fecha" },
  due: { expr: "t.date", label: "fecha", pending: "t.status not in ('cancelado', 'rechazado')" },
  fields: [
    field("type", "Tipo", "t.type::text", "text", ["tipo"]),
    field("date", "Fecha", day("t.date"), "day", ["cuando", "dia", "fecha"]),
    field("time", "Hora", "t.time", "text", ["hora", "a que hora"]),
    field("location", "Lugar", "t.location", "text", ["donde", "lugar", "sitio"]),
  ],
  playerSees: true,
};

export const TASKS: CatalogueResource = {
  key: "tasks",
  team: "tasks",
  one: "tarea",
  many: "tareas",
  feminine: true,
  words: ["tarea", "recordatorio"],
  hints: ["pendiente", "tengo que", "hay que", "por hacer", "apuntado"],
  from: "tasks t",
  title: "t.title",
  player: TASK_PLAYER,
  state: {
    expr: "case when t.done_at is null then 'pendiente' else 'hecha' end",
    label: "estado",
    open: "t.done_at is null",
    values: [
      state("pendiente", "pendientes", "pendient", "abierta", "sin hacer", "por hacer", "quedan", "me queda"),
      state("hecha", "hechas", "hecha", "hechas", "terminad", "completad", "cerrad"),
      condition("vencidas", "t.done_at is null and t.due_date < {today}", "vencid", "atrasad", "retrasad"),
    ],
  },
  date: { expr: "t.due_date", label: "fecha" },
  due: { expr: "t.due_date", label: "para el", pending: "t.done_at is null" },
  fields: [
    field("due", "Para el", day("t.due_date"), "day", ["cuando", "dia", "fecha"]),
    field("time", "Hora", "t.due_time", "text", ["hora"]),
    field("notes", "Notas", "t.notes", "text", ["nota", "detalle"]),
    field("owner", "Creada por", "t.created_by", "text", ["quien"]),
  ],
};

export const DOCUMENTS: CatalogueResource = {
  key: "documents",
  team: "documents",
  one: "documento",
  many: "documentos",
  feminine: false,
  words: ["documento", "papel", "papeles", "nda", "pasaporte", "certificado", "archivo", "permiso"],
  from: "documents t left join players p on p.id = t.player_id left join brands b on b.id = t.brand_id",
  title: "t.name || coalesce(' · ' || p.name, ' · ' || b.name, '')",
  player: "t.player_id",
  brand: "t.brand_id",
  state: {
    expr: "t.status::text",
    label: "estado",
    values: [
      state("firmado", "firmados", "firmad"),
      state("pendiente", "pendientes", "pendient", "sin firmar", "por firmar"),
      condition("caducados", "t.expires_on < {today}", "caducad", "expirad"),
    ],
  },
  date: { expr: "t.date", label: "fecha" },
  due: { expr: "t.expires_on", label: "caduca", pending: "t.expires_on is not null", upcoming: "que caducan" },
  hiddenRows: { group: "medical", where: "t.kind = 'medico'" },
  fields: [
    field("type", "Tipo", "t.type::text", "text", ["tipo"]),
    field("kind", "Clase", "t.kind", "text", ["clase"]),
    field("expires", "Caduca", day("t.expires_on"), "day", ["caduca", "vence", "expira"]),
  ],
};

export const SIGNATURES: CatalogueResource = {
  key: "signatures",
  team: "documents",
  one: "firma",
  many: "firmas",
  feminine: true,
  words: ["firma", "firmar", "firmado digital", "solicitud de firma", "a la firma"],
  from: "signature_requests t",
  title: "t.title || coalesce(' · ' || t.player_name, '')",
  player: "t.player_id",
  state: {
    expr: "t.status",
    label: "estado",
    open: "t.status = 'enviada'",
    values: [
      state("borrador", "borradores", "borrador"),
      state("enviada", "pendientes de firma", "pendient", "enviad", "esperando", "sin firmar"),
      state("firmada", "firmadas", "firmad", "completad"),
      state("rechazada", "rechazadas", "rechazad"),
      state("caducada", "caducadas", "caducad", "expirad"),
    ],
  },
  date: { expr: "t.sent_at::date", label: "envío" },
  due: { expr: "t.expires_at::date", label: "caduca", pending: "t.status = 'enviada'" },
  fields: [
    field("status", "Estado", "t.status", "text", ["estado", "como va"]),
    field("completed", "Firmada el", "to_char(t.completed_at, 'YYYY-MM-DD')", "day", ["cuando"]),
  ],
};

export const APPROVALS: CatalogueResource = {
  key: "approvals",
  team: "approvals",
  one: "aprobación",
  many: "aprobaciones",
  feminine: true,
  words: ["aprobacion", "aprobar", "visto bueno", "ok del jugador", "autoriza"],
  from: "approvals t join players p on p.id = t.player_id",
  title: "t.title || ' · ' || p.name",
  player: "t.player_id",
  state: {
    expr: "t.status::text",
    label: "estado",
    open: "t.status = 'pending'",
    values: [
      state("pending", "pendientes", "pendient", "sin decidir", "esperando"),
      state("approved", "aprobadas", "aprobad", "aceptad"),
      state("rejected", "rechazadas", "rechazad", "denegad"),
    ],
  },
  date: { expr: "t.scheduled_for", label: "fecha" },
  fields: [
    field("amount", "Importe", "t.amount", "text", ["importe", "cuanto"], "money"),
    field("detail", "Detalle", "t.detail", "text", ["detalle"]),
    field("comment", "Comentario", "t.comment", "text", ["comentario", "dijo", "motivo"]),
  ],
  playerSees: true,
};

export const OKRS: CatalogueResource = {
  key: "okrs",
  team: "okrs",
  one: "OKR",
  many: "OKRs",
  feminine: false,
  words: ["okr", "objetivo", "meta", "resultado clave", "kpi"],
  from: "okrs t left join players p on p.id = t.player_id",
  title: "t.objective || coalesce(' · ' || p.name, '')",
  player: "t.player_id",
  state: {
    expr: "t.status::text",
    label: "estado",
    values: [
      state("active", "activos", "activ", "en curso"),
      state("draft", "en borrador", "borrador"),
      state("completed", "completados", "completad", "cumplid", "lograd"),
      state("cancelled", "cancelados", "cancelad"),
    ],
  },
  fields: [
    field("quarter", "Trimestre", "t.quarter::text || ' ' || t.year", "text", ["trimestre", "cuando"]),
    field("keyResults", "Resultados clave", "jsonb_array_length(t.key_results)", "number", ["resultado", "kr"]),
  ],
  playerSees: true,
};

export const NEWS: CatalogueResource = {
  key: "news",
  team: "news",
  one: "noticia",
  many: "noticias",
  feminine: true,
  words: ["noticia", "prensa", "titular", "articulo", "publicacion"],
  from: "news t left join players p on p.id = t.player_id",
  title: "t.title || ' (' || t.source || ')'",
  player: "t.player_id",
  state: {
    expr: "t.sentiment::text",
    label: "tono",
    values: [
      state("positivo", "positivas", "positiv", "buena"),
      state("neutral", "neutrales", "neutr"),
      state("negativo", "negativas", "negativ", "mala", "critic", "polemic"),
    ],
  },
  date: { expr: "t.date", label: "fecha" },
  fields: [
    field("source", "Medio", "t.source", "text", ["medio", "fuente", "donde"]),
    field("excerpt", "Extracto", "t.excerpt", "text", ["dice", "extracto"]),
  ],
  playerSees: true,
};
