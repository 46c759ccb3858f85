import type { CatalogueResource } from "./catalogue-types";
import { condition, day, field, money, state } from "./field-helpers";

/** A brand's sector as agents say it ("marca de botas"): sectors are typed freely, so by their stem. */
const SECTORS = [
  condition("de deportes", "palco_fold(b.sector) like 'deport%'", "deportes", "deportiv"),
  condition("de bebidas", "palco_fold(b.sector) like 'bebid%'", "bebida", "refresco"),
  condition("de automoción", "palco_fold(b.sector) like 'automo%'", "automo", "coche", "motor"),
  condition("de relojería", "palco_fold(b.sector) like 'reloj%'", "reloj"),
  condition(
    "de finanzas",
    "palco_fold(b.sector) like 'financ%' or palco_fold(b.sector) like 'banc%'",
    "banco",
    "financ",
  ),
  condition(
    "de videojuegos",
    "palco_fold(b.sector) like 'gaming%' or palco_fold(b.sector) like 'videojuego%'",
    "gaming",
    "videojuego",
  ),
];

export const PLAYERS: CatalogueResource = {
  key: "players",
  team: "players",
  one: "jugador",
  many: "jugadores",
  feminine: false,
  // Its own papers name a player's record firmly: "¿cuándo le caduca el DNI a Nicolás?".
  words: ["documento de identidad", "dni", "pasaporte", "nie"],
  // Named in almost every question ("¿qué jugador…?"): the resource only leans on it.
  hints: ["jugador", "futbolist", "representad", "cartera", "chaval"],
  broad: true,
  from: "players t",
  title: "t.name",
  player: "t.id",
  due: {
    expr: "t.contract_until",
    label: "fin de contrato",
    pending: "t.contract_until is not null",
    upcoming: "con el contrato por acabar",
  },
  amount: { expr: "t.market_value_amount", label: "valor de mercado" },
  fields: [
    field("team", "Equipo", "t.team", "text", ["equipo", "club"]),
    field("position", "Posición", "t.position", "text", ["posicion", "demarcacion"]),
    field("nationality", "Nacionalidad", "t.nationality", "text", ["nacionalidad", "pais", "naciona"]),
    field("birth", "Nacimiento", day("t.birth_date"), "day", ["nacimiento", "cumple", "edad"]),
    money("value", "Valor de mercado", "t.market_value_amount", ["valor", "vale", "cotiza"]),
    field("contract", "Contrato hasta", day("t.contract_until"), "day", ["contrato", "acaba", "termina"]),
    field("instagram", "Instagram", "t.instagram_followers", "number", ["instagram", "insta", "seguidor"]),
    field("tiktok", "TikTok", "t.tiktok_followers", "number", ["tiktok", "seguidor"]),
    field("engagement", "Engagement", "t.engagement_rate", "percent", ["engag", "interacc"]),
    field(
      "idExpiry",
      "Documento de identidad hasta",
      day("t.id_document_expiry"),
      "day",
      ["dni", "pasaporte", "nie"],
      "identity",
    ),
  ],
  playerSees: true,
};

export const BRANDS: CatalogueResource = {
  key: "brands",
  team: "brands",
  one: "marca",
  many: "marcas",
  feminine: true,
  words: ["marca", "patrocinador", "anunciante"],
  hints: ["empresa"],
  // The brand is also `b`, so that its sector reads as it does from a deal.
  from: "brands t join brands b on b.id = t.id",
  title: "t.name",
  brand: "t.id",
  state: { expr: "t.sector", label: "sector", values: SECTORS },
  fields: [
    field("sector", "Sector", "t.sector", "text", ["sector", "industria", "rubro"]),
    field("email", "Email", "t.contact_email", "text", ["email", "correo", "mail"]),
  ],
};

export const DEALS: CatalogueResource = {
  key: "deals",
  team: "deals",
  one: "patrocinio",
  many: "patrocinios",
  feminine: false,
  words: ["patrocin", "deal", "acuerdo comercial", "colaboracion", "campana"],
  from: "deals t join players p on p.id = t.player_id join brands b on b.id = t.brand_id",
  title: "b.name || ' × ' || p.name",
  player: "t.player_id",
  brand: "t.brand_id",
  state: {
    expr: "t.stage::text",
    label: "etapa",
    open: "t.stage <> 'Cerrada'",
    values: [
      state("Prospect", "Prospect", "prospect", "oportunidad", "lead"),
      state("Negociación", "Negociación", "negoci"),
      state("Activa", "Activa", "activ", "vigente", "firmad", "en marcha"),
      state("Cerrada", "Cerrada", "cerrad", "perdid", "acabad"),
      ...SECTORS,
    ],
  },
  date: { expr: "t.start_date", label: "inicio" },
  due: { expr: "t.renew_date", label: "renovación", pending: "t.stage <> 'Cerrada'", upcoming: "por renovar" },
  amount: { expr: "t.fee_amount", label: "importe" },
  fields: [
    field("type", "Tipo", "t.type", "text", ["tipo"]),
    money("fee", "Importe", "t.fee_amount", ["importe", "fee", "cuanto", "dinero"]),
    field("sector", "Sector", "b.sector", "text", ["sector", "botas", "ropa", "bebida", "coche", "reloj", "banco"]),
    field("start", "Inicio", day("t.start_date"), "day", ["empieza", "inicio", "arranca"]),
    field("renew", "Renovación", day("t.renew_date"), "day", ["renov", "vence", "acaba", "termina"]),
    field("exclusive", "Exclusiva", "t.exclusive", "bool", ["exclusiv"]),
    field("commission", "Comisión", "t.commission_percent", "percent", ["comision", "porcentaje"], "money"),
  ],
  playerSees: true,
};

export const MANDATES: CatalogueResource = {
  key: "mandates",
  team: "mandates",
  one: "mandato",
  many: "mandatos",
  feminine: false,
  words: ["mandato", "representacion", "contrato de representacion"],
  from: "mandates t join players p on p.id = t.player_id",
  title: "'Mandato de ' || p.name",
  player: "t.player_id",
  state: {
    expr: "case when t.fifa_registered_at is null then 'sin registrar' else 'registrado' end",
    label: "registro FIFA",
    values: [
      state("sin registrar", "pendientes de registro FIFA", "sin registr", "pendiente", "no registr"),
      state("registrado", "registrados en FIFA", "registrad"),
    ],
  },
  date: { expr: "t.start_date", label: "inicio" },
  due: { expr: "t.end_date", label: "fin", pending: "true", upcoming: "que vencen" },
  amount: { expr: "t.annual_remuneration", label: "remuneración anual" },
  fields: [
    field("start", "Inicio", day("t.start_date"), "day", ["empieza", "inicio", "desde"]),
    field("end", "Fin", day("t.end_date"), "day", ["vence", "acaba", "termina", "hasta", "caduca"]),
    field("exclusive", "Exclusivo", "t.exclusive", "bool", ["exclusiv"]),
    field("commission", "Comisión", "t.commission_percent", "percent", ["comision", "porcentaje"], "money"),
    field("fifa", "Registrado en FIFA", day("t.fifa_registered_at"), "day", ["fifa", "registr"]),
    field("signed", "Firmado", day("t.signed_on"), "day", ["firma", "firmad"]),
    field("guardian", "Tutor", "t.guardian_name", "text", ["tutor", "padre", "madre"]),
  ],
};

export const CLUB_CONTRACTS: CatalogueResource = {
  key: "club-contracts",
  team: "players",
  one: "contrato con el club",
  many: "contratos con clubes",
  feminine: false,
  words: ["contrato con el club", "contrato de club", "clausula", "rescision", "variable", "bonus", "opcion"],
  from: "club_contracts t join players p on p.id = t.player_id left join clubs c on c.id = t.club_id",
  title: "p.name || ' · ' || coalesce(c.name, 'sin club')",
  player: "t.player_id",
  club: "t.club_id",
  date: { expr: "t.start_date", label: "inicio" },
  due: { expr: "t.end_date", label: "fin", pending: "true", upcoming: "que vencen" },
  amount: { expr: "t.release_clause", label: "cláusula de rescisión" },
  fields: [
    field("club", "Club", "c.name", "text", ["club", "equipo"]),
    field("end", "Hasta", day("t.end_date"), "day", ["acaba", "termina", "vence", "hasta"]),
    money("release", "Cláusula de rescisión", "t.release_clause", ["clausula", "rescision", "liberar"]),
    field("sellOn", "Plusvalía de futura venta", "t.sell_on_percent", "percent", ["plusvalia", "futura venta", "sell"]),
    field("seasons", "Temporadas", "jsonb_array_length(t.seasons)", "number", ["temporada"]),
    field("bonuses", "Variables", "jsonb_array_length(t.bonuses)", "number", ["variable", "bonus", "prima"]),
    field("options", "Opciones", "jsonb_array_length(t.options)", "number", ["opcion", "ampliar"]),
  ],
};
