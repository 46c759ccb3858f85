import type { CatalogueResource } from "./catalogue-types";
import { condition, day, field, money, state } from "./field-helpers";

const SOURCE_OF_INSTALMENT =
  "left join deals d on d.id = m.deal_id left join operations o on o.id = m.operation_id " +
  "left join brands bb on bb.id = d.brand_id left join clubs cc on cc.id = o.club_id left join players pp on pp.id = m.player_id";
// A deleted deal or player leaves its name kept on the instalment.
const INSTALMENT_NAME =
  "coalesce(bb.name, m.kept_brand_name, case when m.source = 'operation' then 'operación con ' || " +
  "coalesce(cc.name, m.kept_club_name, 'un club') end, 'mandato') || ' · ' || coalesce(pp.name, m.kept_player_name, '')";

/** Where an instalment's money comes from: a brand's deal, a club's operation, or the player's mandate. */
const SOURCES = [
  condition("de marcas", "m.source = 'deal'", "de marca", "de las marcas", "por patrocinio"),
  condition(
    "de clubes",
    "m.source = 'operation'",
    "de club",
    "los clubes",
    "por traspaso",
    "por fichaje",
    "por operacion",
  ),
  condition("de mandatos", "m.source = 'mandate'", "por mandato", "del mandato", "de mandato"),
];

export const COMMISSIONS: CatalogueResource = {
  key: "commissions",
  team: "commissions",
  one: "comisión",
  many: "comisiones",
  feminine: true,
  words: ["comision", "plazo", "honorario", "deuda"],
  hints: ["deben", "debe", "adeud", "por cobrar"],
  // The instalment is both `t` and `m`, so that its source reads as it does from a payment or a share.
  from: `commissions t join commissions m on m.id = t.id ${SOURCE_OF_INSTALMENT}`,
  title: INSTALMENT_NAME,
  player: "t.player_id",
  brand: "d.brand_id",
  club: "o.club_id",
  state: {
    expr: "case when t.paid_amount >= t.amount then 'cobrada' else 'pendiente' end",
    label: "estado",
    open: "t.paid_amount < t.amount and t.archived_at is null",
    values: [
      condition(
        "vencidas",
        "t.paid_amount < t.amount and t.archived_at is null and t.due_date < {today}",
        "vencid",
        "atrasad",
        "retrasad",
        "impagad",
        "nos deben",
        "me deben",
        "deben",
      ),
      condition(
        "pendientes",
        "t.paid_amount < t.amount and t.archived_at is null",
        "pendient",
        "por cobrar",
        "sin cobrar",
      ),
      condition("cobradas", "t.paid_amount >= t.amount", "cobrad", "pagad"),
      ...SOURCES,
    ],
  },
  date: { expr: "t.due_date", label: "vencimiento" },
  due: { expr: "t.due_date", label: "vence", pending: "t.paid_amount < t.amount and t.archived_at is null" },
  amount: { expr: "t.amount", label: "importe" },
  fields: [
    money("amount", "Importe", "t.amount", ["importe", "cuanto"]),
    money("balance", "Pendiente", "t.amount - t.paid_amount", ["pendiente", "falta", "queda"]),
    field("due", "Vence", day("t.due_date"), "day", ["vence", "cuando"]),
  ],
};

export const PAYMENTS: CatalogueResource = {
  key: "payments",
  team: "commissions",
  one: "cobro",
  many: "cobros",
  feminine: false,
  words: ["cobro", "cobrado", "cobramos", "ingres", "abonad"],
  hints: ["pagado", "pago", "recibid", "facturado"],
  from: `commission_payments t join commissions m on m.id = t.commission_id ${SOURCE_OF_INSTALMENT}`,
  title: INSTALMENT_NAME,
  player: "m.player_id",
  brand: "d.brand_id",
  club: "o.club_id",
  state: { expr: "m.source::text", label: "origen", values: SOURCES },
  date: { expr: "t.paid_on", label: "fecha de cobro" },
  amount: { expr: "t.amount", label: "cobrado" },
  fields: [
    money("amount", "Importe", "t.amount", ["importe", "cuanto"]),
    field("paidOn", "Cobrado el", day("t.paid_on"), "day", ["cuando", "fecha"]),
    field("note", "Nota", "t.note", "text", ["nota"]),
  ],
};

export const INVOICES: CatalogueResource = {
  key: "invoices",
  team: "invoices",
  one: "factura",
  many: "facturas",
  feminine: true,
  words: ["factura", "facturacion", "verifactu", "rectificativa"],
  from: "invoices t",
  title: "coalesce(t.number, 'Borrador') || ' · ' || t.recipient_name",
  brand: "case when t.recipient_kind = 'brand' then t.recipient_record_id end",
  club: "case when t.recipient_kind = 'club' then t.recipient_record_id end",
  player: "case when t.recipient_kind = 'player' then t.recipient_record_id end",
  state: {
    expr: "case when t.status = 'draft' then 'borrador' else 'emitida' end",
    label: "estado",
    values: [
      state("borrador", "borradores", "borrador", "sin emitir"),
      state("emitida", "emitidas", "emitid"),
      condition(
        "anuladas",
        "exists (select 1 from invoice_cancellations x where x.invoice_id = t.id)",
        "anulad",
        "cancelad",
      ),
      condition("rectificativas", "t.rectifies_id is not null", "rectificativ"),
    ],
  },
  date: { expr: "t.issued_on", label: "emisión" },
  amount: { expr: "t.total_amount", label: "total" },
  fields: [
    field("recipient", "Destinatario", "t.recipient_name", "text", ["cliente", "destinatario", "a quien"]),
    money("base", "Base", "t.base_amount", ["base"]),
    money("vat", "IVA", "t.vat_amount", ["iva"]),
    money("withheld", "IRPF retenido", "t.withheld_amount", ["irpf", "retencion"]),
    money("payable", "A cobrar", "t.payable_amount", ["cobrar", "liquido"]),
    field("issued", "Emitida el", day("t.issued_on"), "day", ["cuando", "fecha"]),
  ],
};

export const SPLITS: CatalogueResource = {
  key: "shares",
  team: "settlements",
  one: "reparto",
  many: "repartos",
  feminine: false,
  words: [
    "reparto",
    "colaborador",
    "comparti",
    "split",
    "a medias",
    "quien mas cobra",
    "quien cobra parte",
    "cobra parte",
    "parte de la comision",
    "le toca",
  ],
  from:
    "commission_shares t join collaborators k on k.id = t.collaborator_id join commissions m on m.id = t.commission_id " +
    SOURCE_OF_INSTALMENT,
  title: `k.name || ' · ' || ${INSTALMENT_NAME}`,
  player: "m.player_id",
  brand: "d.brand_id",
  club: "o.club_id",
  date: { expr: "m.due_date", label: "vencimiento del plazo" },
  amount: { expr: "t.amount", label: "parte" },
  fields: [
    field("collaborator", "Colaborador", "k.name", "text", ["quien", "colaborador"]),
    field("percent", "Porcentaje", "t.percent", "percent", ["porcentaje", "cuanto"], "money"),
    money("amount", "Parte", "t.amount", ["importe", "cuanto"]),
  ],
};

export const COLLABORATORS: CatalogueResource = {
  key: "collaborators",
  team: "settlements",
  one: "colaborador",
  many: "colaboradores",
  feminine: false,
  words: ["colaborador", "subagente", "intermediario", "socio"],
  from: "collaborators t",
  title: "t.name",
  fields: [
    field("kind", "Tipo", "t.kind", "text", ["tipo"]),
    field("licence", "Licencia", "t.licence_number", "text", ["licencia"]),
    field("email", "Email", "t.email", "text", ["email", "correo"]),
  ],
};

export const PAYOUTS: CatalogueResource = {
  key: "payouts",
  team: "settlements",
  one: "pago a colaborador",
  many: "pagos a colaboradores",
  feminine: false,
  words: ["pago a colaborador", "liquidacion", "le pagamos", "le hemos pagado", "pagado a", "anticipo"],
  from: "collaborator_payouts t join collaborators k on k.id = t.collaborator_id",
  title: "k.name || coalesce(' · ' || t.note, '')",
  state: {
    expr: "case when t.advance then 'anticipo' else 'pago' end",
    label: "tipo",
    values: [state("anticipo", "anticipos", "anticipo", "adelanto")],
  },
  date: { expr: "t.paid_on", label: "fecha de pago" },
  amount: { expr: "t.amount", label: "pagado" },
  fields: [money("amount", "Importe", "t.amount", ["importe", "cuanto"])],
};

export const INVESTMENTS: CatalogueResource = {
  key: "investments",
  team: "investments",
  one: "inversión",
  many: "inversiones",
  feminine: true,
  words: ["inversion", "invert", "startup", "inmueble", "fondo", "patrimonio"],
  from: "investments t join players p on p.id = t.player_id",
  title: "t.name || ' · ' || p.name",
  player: "t.player_id",
  state: {
    expr: "t.status::text",
    label: "estado",
    values: [
      state("activa", "activas", "activ", "vigente"),
      state("en evaluación", "en evaluación", "evalua", "estudi"),
      state("cerrada", "cerradas", "cerrad", "vendid"),
      condition("de riesgo alto", "t.risk = 'alto'", "riesgo alto", "arriesgad", "peligros"),
    ],
  },
  date: { expr: "t.date", label: "fecha" },
  amount: { expr: "t.amount_value", label: "invertido" },
  fields: [
    field("type", "Tipo", "t.type::text", "text", ["tipo"]),
    field("risk", "Riesgo", "t.risk::text", "text", ["riesgo"]),
    money("amount", "Importe", "t.amount_value", ["importe", "cuanto"]),
    field("return", "Rentabilidad esperada", "t.expected_return", "text", ["rentabilidad", "retorno"], "money"),
  ],
  playerSees: true,
};
