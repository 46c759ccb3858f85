import type { CatalogueResource } from "./catalogue-types";
import { condition, day, field, state } from "./field-helpers";

/** A fee typed as text ("25.000.000€") as euros; null when it holds no whole figure. */
const FEE_IN_EUROS = (column: string) =>
  `case when ${column} ~ '^[0-9.]+ ?(€|euros)?$' then nullif(regexp_replace(${column}, '[^0-9]', '', 'g'), '')::numeric end`;

export const CLUBS: CatalogueResource = {
  key: "clubs",
  team: "clubs",
  one: "club",
  many: "clubes",
  feminine: false,
  words: ["clubes"],
  hints: ["club", "equipo"],
  from: "clubs t",
  title: "t.name",
  club: "t.id",
  fields: [
    field("country", "País", "t.country", "text", ["pais", "donde"]),
    field("league", "Liga", "t.league", "text", ["liga", "competicion", "division"]),
    field("city", "Ciudad", "t.city", "text", ["ciudad"]),
  ],
};

export const CONTACTS: CatalogueResource = {
  key: "contacts",
  team: "contacts",
  one: "persona de contacto",
  many: "personas de contacto",
  feminine: true,
  words: [
    "contacto",
    "persona",
    "gente",
    "interlocutor",
    "director deportivo",
    "secretario tecnico",
    "presidente",
    "abogado",
    "responsable",
  ],
  hints: ["quien lleva", "con quien hablo", "telefono", "movil", "email de", "correo de"],
  from: "contacts t left join clubs c on c.id = t.club_id left join brands b on b.id = t.brand_id",
  title: "t.name || ' (' || coalesce(t.role, 'sin cargo') || ', ' || coalesce(c.name, b.name, 'sin club') || ')'",
  club: "t.club_id",
  brand: "t.brand_id",
  person: "t.id",
  state: {
    expr: "t.role",
    label: "cargo",
    values: [
      state("Director deportivo", "directores deportivos", "director deportivo", "dd"),
      state("Secretario técnico", "secretarios técnicos", "secretario"),
      state("Presidente", "presidentes", "president"),
      state("Director general", "directores generales", "director general"),
      state("Abogado", "abogados", "abogad", "legal"),
      state("Responsable de marketing", "responsables de marketing", "marketing"),
      state("Responsable de patrocinios", "responsables de patrocinios", "responsable de patrocinio"),
      state("Ojeador", "ojeadores", "ojeador", "scout"),
    ],
  },
  fields: [
    field("role", "Cargo", "t.role", "text", ["cargo", "puesto", "rol"]),
    field("email", "Email", "t.email", "text", ["email", "correo", "mail"]),
    field("phone", "Teléfono", "t.phone", "text", ["telefono", "movil", "numero", "whatsapp", "llamar"]),
  ],
};

export const OPERATIONS: CatalogueResource = {
  key: "operations",
  team: "operations",
  one: "operación",
  many: "operaciones",
  feminine: true,
  words: ["operacion", "fichaje", "traspaso", "cesion", "transfer"],
  hints: ["renovacion", "movimiento", "interesad", "pregunt", "quien quiere", "sondeo"],
  from: "operations t join players p on p.id = t.player_id left join clubs c on c.id = t.club_id",
  title: "t.type || ' de ' || p.name || ' con ' || coalesce(c.name, 'club por decidir')",
  player: "t.player_id",
  club: "t.club_id",
  state: {
    expr: "t.stage::text",
    label: "etapa",
    open: "t.stage not in ('Firmada', 'Caída')",
    values: [
      state("Sondeo", "Sondeo", "sondeo", "interes", "tanteo"),
      state("Oferta", "Oferta", "oferta"),
      state("Negociación", "Negociación", "negoci"),
      state("Acuerdo", "Acuerdo", "acuerdo"),
      state("Firmada", "Firmada", "firmad", "cerrad", "hech"),
      state("Caída", "Caída", "caid", "perdid", "muert"),
    ],
  },
  date: { expr: "t.signed_on", label: "firma" },
  // Offers and operations of one player bid for the same thing: their fees are compared, never added up.
  amount: { expr: FEE_IN_EUROS("t.transfer_fee"), label: "traspaso", summable: false },
  fields: [
    field("type", "Tipo", "t.type::text", "text", ["tipo"]),
    field("club", "Club", "c.name", "text", ["club", "equipo", "donde"]),
    field("stage", "Etapa", "t.stage::text", "text", ["etapa", "como va", "como esta", "estado", "fase"]),
    field("fee", "Traspaso", "t.transfer_fee", "text", ["traspaso", "precio", "cuanto"], "money"),
    field("salary", "Salario", "t.salary", "text", ["salario", "sueldo", "ficha"], "money"),
    field(
      "agentFee",
      "Honorarios",
      "coalesce(t.agent_fee_amount, t.agent_fee_percent::text || ' %')",
      "text",
      ["honorario", "comision"],
      "money",
    ),
    field("start", "Inicio", day("t.start_date"), "day", ["empieza", "inicio"]),
    field("end", "Fin", day("t.end_date"), "day", ["acaba", "termina", "hasta"]),
  ],
};

export const OFFERS: CatalogueResource = {
  key: "offers",
  team: "operations",
  one: "oferta",
  many: "ofertas",
  feminine: true,
  words: ["oferta", "ofrec", "puja", "propuesta de club", "contraoferta", "pide", "piden"],
  from:
    "offers t join operations o on o.id = t.operation_id join players p on p.id = o.player_id " +
    "left join clubs c on c.id = coalesce(t.club_id, o.club_id)",
  title:
    "case when t.direction = 'enviada' then 'Oferta enviada a ' else 'Oferta recibida de ' end || " +
    "coalesce(c.name, 'un club') || ' por ' || p.name",
  player: "o.player_id",
  club: "coalesce(t.club_id, o.club_id)",
  state: {
    expr: "t.state::text",
    label: "estado",
    open: "t.state in ('pendiente', 'contraoferta')",
    values: [
      state("pendiente", "pendientes", "pendient", "sin respuesta", "abierta", "por contestar"),
      state("aceptada", "aceptadas", "aceptad"),
      state("rechazada", "rechazadas", "rechazad"),
      state("contraoferta", "en contraoferta", "contraofert"),
      state("cerrada", "cerradas", "cerrad"),
      condition("recibidas", "t.direction = 'recibida'", "recibid", "llegaron", "nos llega", "nos han hecho"),
      condition("enviadas", "t.direction = 'enviada'", "enviad", "hemos hecho", "mandamos", "hemos mandado"),
    ],
  },
  date: { expr: "t.date", label: "fecha" },
  due: { expr: "t.respond_by", label: "responder antes del", pending: "t.state in ('pendiente', 'contraoferta')" },
  // Offers and operations of one player bid for the same thing: their fees are compared, never added up.
  amount: { expr: FEE_IN_EUROS("t.transfer_fee"), label: "traspaso", summable: false },
  fields: [
    field("direction", "Dirección", "t.direction::text", "text", ["recibid", "enviad"]),
    field("fee", "Traspaso", "t.transfer_fee", "text", ["traspaso", "precio", "cuanto", "ofrecen"], "money"),
    field("salary", "Salario", "t.salary", "text", ["salario", "sueldo", "ficha"], "money"),
    field("years", "Años", "t.years", "number", ["ano", "duracion"]),
    field("feedback", "Respuesta", "t.feedback", "text", ["respuesta", "feedback", "dijeron"]),
  ],
};

export const CONTACT_LOG: CatalogueResource = {
  key: "contact-log",
  team: "contacts",
  one: "seguimiento",
  many: "seguimientos",
  feminine: false,
  words: [
    "seguimiento",
    "llamada",
    "llame",
    "hable",
    "hablamos",
    "reunion",
    "whatsapp",
    "email",
    "registro de contacto",
    "proximo paso",
    "siguiente paso",
    "historial",
    "tengo que llamar",
    "hay que llamar",
    "tengo que escribir",
  ],
  from:
    "contact_log t left join contacts k on k.id = t.contact_id left join clubs c on c.id = t.club_id " +
    "left join brands b on b.id = t.brand_id left join players p on p.id = t.player_id",
  title: "t.channel::text || ' con ' || coalesce(k.name, c.name, b.name, p.name, 'sin nombre') || ': ' || t.summary",
  player: "t.player_id",
  club: "t.club_id",
  brand: "t.brand_id",
  person: "t.contact_id",
  state: {
    expr: "t.channel::text",
    label: "canal",
    values: [
      state("llamada", "llamadas", "llamad", "llame", "telefon"),
      state("reunión", "reuniones", "reunion", "reuni", "cita"),
      state("email", "emails", "email", "correo", "mail"),
      state("WhatsApp", "WhatsApps", "whatsapp", "wasap", "mensaje"),
    ],
  },
  date: { expr: "t.date", label: "fecha" },
  due: {
    expr: "t.next_step_on",
    label: "próximo paso",
    pending: "t.next_step_on is not null and not t.next_step_done",
  },
  fields: [
    field("nextStep", "Próximo paso", "t.next_step", "text", ["proximo paso", "siguiente paso", "pendiente", "toca"]),
    field("nextStepOn", "Para el", day("t.next_step_on"), "day", ["cuando"]),
    field("who", "Con", "k.name", "text", ["con quien", "quien"]),
  ],
};
