import { sql } from "drizzle-orm";

import { daysFrom, monthStartOf, shiftDays, shiftMonths } from "../../../../shared/domain/calendar-day";
import { quarterBounds, quarterKey, quarterLabel } from "../../../../shared/domain/commissions";
import { isSigned } from "../../../../shared/domain/documents";
import { formatMonthDay, windowOccurrences } from "../../../../shared/domain/transfer-windows";
import type { Commission } from "../../../../shared/schemas/commission";
import type { DbExecutor } from "../../../db/lib/executor";
import { listCommissions, paymentsReceivedBetween } from "../../../modules/commissions";
import { listDocuments } from "../../../modules/documents";
import { listMandates, mandateContext } from "../../../modules/mandates";
import { players } from "../../../modules/players/table";
import { netFigures } from "../../../modules/settlements";
import { listTransferWindows } from "../../../modules/transfer-windows";
import { brandsTool } from "../../tools/business-tools";
import { hasStem, mentions } from "../understanding/normalize";
import { formatDay, formatEuros, joinSpanish, plural } from "./spanish-format";
import type { Subject } from "./voice";

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The portfolio's market value: the sum of every player's figure, and how many players have none. */
export async function answerPortfolioValue(db: DbExecutor): Promise<string> {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${players.marketValueAmount}), 0)`,
      valued: sql<number>`count(${players.marketValueAmount})::int`,
      all: sql<number>`count(*)::int`,
      top: sql<string | null>`(array_agg(${players.name} order by ${players.marketValueAmount} desc nulls last))[1]`,
    })
    .from(players);
  if (!row || row.valued === 0) return "Ningún jugador de la cartera tiene valor de mercado registrado todavía.";
  const total = Number(row.total);
  const missing = row.all - row.valued;
  return [
    `Tu cartera vale **${formatEuros(total)}** en valor de mercado: ${plural(row.valued, "jugador", "jugadores")} con cifra, una media de ${formatEuros(total / row.valued)}.`,
    row.top ? `El más valioso es **${row.top}**.` : "",
    missing > 0 ? `${plural(missing, "jugador no tiene", "jugadores no tienen")} valor registrado.` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

type Period = { from: string; to: string; label: string };

/** The period a money question names: this quarter unless it says month, year or "al año". */
export function moneyPeriod(q: string, today: string): Period {
  if (mentions(q, "trimestre pasado", "ultimo trimestre", "trimestre anterior")) {
    const { start, end } = quarterBounds(shiftMonths(today, -3));
    return { from: start, to: end, label: `el trimestre pasado (${quarterLabel(quarterKey(start))})` };
  }
  if (mentions(q, "mes pasado", "ultimo mes", "mes anterior")) {
    const from = shiftMonths(monthStartOf(today), -1);
    return { from, to: shiftDays(monthStartOf(today), -1), label: "el mes pasado" };
  }
  if (mentions(q, "ano pasado", "ano anterior")) {
    const year = Number(today.slice(0, 4)) - 1;
    return { from: `${year}-01-01`, to: `${year}-12-31`, label: `en ${year}` };
  }
  if (mentions(q, "este mes", "del mes", "en el mes")) {
    const from = monthStartOf(today);
    return { from, to: shiftDays(shiftMonths(from, 1), -1), label: "este mes" };
  }
  if (mentions(q, "este ano", "al ano", "del ano", "en el ano", "anual")) {
    return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31`, label: `en ${today.slice(0, 4)}` };
  }
  const { start, end } = quarterBounds(today);
  return { from: start, to: end, label: `este trimestre (${quarterLabel(quarterKey(today))})` };
}

const sourceOf = (commission: Commission) =>
  commission.brandName
    ? `${commission.brandName}`
    : commission.clubName
      ? `operación con ${commission.clubName}`
      : "mandato";

const owedLine = (commission: Commission, today: string) =>
  `- **${formatEuros(commission.balance)}** de ${commission.playerName} (${sourceOf(commission)}), vencido el ${formatDay(commission.dueDate)} (hace ${daysFrom(commission.dueDate, today)} días)`;

async function allCommissions(db: DbExecutor, today: string, from?: string, to?: string): Promise<Commission[]> {
  const page = await listCommissions(db, { from, to, limit: 1000 }, today);
  return page.items;
}

/** Commissions: expected and received in a period, and what is owed, for the portfolio or one player. */
export async function answerCommissions(
  db: DbExecutor,
  q: string,
  today: string,
  subject?: Subject,
  brand?: { name: string },
): Promise<string> {
  // "el mandato de Álvaro": only the mandate's instalments; "sus patrocinios": only the deals'.
  const source = hasStem(q, "mandato") ? "mandate" : hasStem(q, "patrocinio", "deal") && !brand ? "deal" : undefined;
  const whose = `${subject ? ` de **${subject.name}**` : ""}${brand ? ` con **${brand.name}**` : ""}${source === "mandate" ? " por su mandato" : source === "deal" ? " por sus patrocinios" : ""}`;
  const mine = <T extends Pick<Commission, "playerId" | "brandName" | "source">>(items: T[]) =>
    items.filter(
      (item) =>
        (!subject || item.playerId === subject.id) &&
        (!brand || item.brandName === brand.name) &&
        (!source || item.source === source),
    );
  const owed = mine(await allCommissions(db, today, undefined, shiftDays(today, -1))).filter((item) => item.overdue);
  const owedTotal = sum(owed.map((item) => item.balance));
  const asksOwed =
    hasStem(q, "deb", "atrasad", "vencid", "retras", "deuda") || mentions(q, "sin cobrar", "por cobrar atrasado");
  if (asksOwed) {
    if (owed.length === 0) return `No te deben nada${whose}: ninguna comisión vencida está sin cobrar.`;
    const oldest = [...owed].sort((a, b) => a.dueDate.localeCompare(b.dueDate)).slice(0, 5);
    return [
      `Te deben **${formatEuros(owedTotal)}**${whose} en ${plural(owed.length, "comisión vencida", "comisiones vencidas")} sin cobrar. Las más antiguas:`,
      ...oldest.map((item) => owedLine(item, today)),
    ].join("\n");
  }
  const period = moneyPeriod(q, today);
  // Due and received are different days: what falls due in the period, and the money that arrived in it.
  const inPeriod = mine(await allCommissions(db, today, period.from, period.to));
  const expected = sum(inPeriod.filter((item) => !item.archived).map((item) => item.amount));
  const pending = sum(inPeriod.map((item) => item.balance));
  const arrived = mine(await paymentsReceivedBetween(db, period.from, period.to));
  const received = sum(arrived.map((payment) => payment.amount));
  const past = period.to < today;
  const lines = [
    past
      ? `Comisiones${whose} ${period.label}: vencían **${formatEuros(expected)}** en ${plural(inPeriod.length, "plazo")} y de ellos quedan **${formatEuros(pending)}** sin cobrar. Por fecha de cobro, ${period.label} cobraste **${formatEuros(received)}**.`
      : `Comisiones${whose} ${period.label}: vencen **${formatEuros(expected)}** en ${plural(inPeriod.length, "plazo")} y de ellos quedan **${formatEuros(pending)}** por cobrar. Por fecha de cobro, ${period.label} has cobrado **${formatEuros(received)}**.`,
  ];
  // What collaborators are owed of it, when the question is about the whole agency or one player (not a brand).
  if (!brand && !source) {
    const net = await netFigures(db, period, subject?.id);
    if (net.sharedOut > 0)
      lines.push(
        `De lo que vence, **${formatEuros(net.sharedOut)}** corresponde a colaboradores por los repartos: el neto para la agencia es **${formatEuros(net.net)}**.`,
      );
  }
  if (owed.length > 0)
    lines.push(
      `Además hay **${formatEuros(owedTotal)}** vencidos sin cobrar en ${plural(owed.length, "plazo")}: pregúntame «¿qué me deben?» para verlos.`,
    );
  return lines.join("\n");
}

/** A mandate's warnings beyond the missing FIFA registration, which its answer already says. */
const otherWarnings = (mandate: { warnings: { rule: string; message: string }[] }) =>
  mandate.warnings.filter((warning) => warning.rule !== "mandate-registration").map((warning) => warning.message);

/** Mandates: which end soon, which wait for FIFA registration, which carry a warning. */
export async function answerMandates(db: DbExecutor, q: string, today: string, subject?: Subject): Promise<string> {
  const page = await listMandates(db, { playerId: subject?.id, limit: 500 }, await mandateContext(db, today));
  const current = page.items.filter((mandate) => mandate.endDate >= today);
  const whose = subject ? ` de **${subject.name}**` : "";
  if (current.length === 0) return `No hay ningún mandato en vigor${whose}.`;
  if (subject) {
    return current
      .map(
        (mandate) =>
          `El mandato${whose} va del ${formatDay(mandate.startDate)} al ${formatDay(mandate.endDate)} (${mandate.status.toLowerCase()}, en ${daysFrom(today, mandate.endDate)} días), ${mandate.exclusive ? "exclusivo" : "no exclusivo"}, con un ${mandate.commissionPercent} % de comisión.${mandate.fifaRegistrationPending ? " Pendiente de registro FIFA." : ""}${otherWarnings(mandate).length ? ` Avisos: ${otherWarnings(mandate).join("; ")}.` : ""}`,
      )
      .join("\n");
  }
  const ending = current
    .filter((mandate) => mandate.endDate <= shiftDays(today, 180))
    .sort((a, b) => a.endDate.localeCompare(b.endDate));
  const pending = current.filter((mandate) => mandate.fifaRegistrationPending);
  const warned = current.filter((mandate) =>
    mandate.warnings.some((warning) => warning.rule !== "mandate-registration"),
  );
  const lines = [`Tienes ${plural(current.length, "mandato en vigor", "mandatos en vigor")}.`];
  const only = (words: string[]) => hasStem(q, ...words);
  const showAll = !only([
    "registr",
    "fifa",
    "tope",
    "limite",
    "cap",
    "exced",
    "super",
    "aviso",
    "venc",
    "acab",
    "termin",
    "caduc",
    "renov",
  ]);
  if (showAll || only(["venc", "acab", "termin", "caduc", "renov"]))
    lines.push(
      ending.length === 0
        ? "Ninguno vence en los próximos 6 meses."
        : `Vencen en los próximos 6 meses:\n${ending.map((mandate) => `- **${mandate.playerName}**: ${formatDay(mandate.endDate)} (en ${daysFrom(today, mandate.endDate)} días)`).join("\n")}`,
    );
  if (showAll || only(["registr", "fifa"]))
    lines.push(
      pending.length === 0
        ? "Todos están registrados en la FIFA."
        : `Pendientes de registro FIFA: ${joinSpanish(pending.map((mandate) => `**${mandate.playerName}**`))}.`,
    );
  if (showAll || only(["tope", "limite", "cap", "exced", "super", "aviso", "fifa"]))
    lines.push(
      warned.length === 0
        ? "Ninguno supera los topes de la FIFA."
        : `Con avisos de las reglas FIFA:\n${warned.map((mandate) => `- **${mandate.playerName}**: ${mandate.warnings.map((warning) => warning.message).join("; ")}`).join("\n")}`,
    );
  return lines.join("\n");
}

const WINTER = ["invierno", "invernal", "enero"];
const SUMMER = ["verano", "estival", "julio", "agosto"];

/** Transfer windows: which are open and until when, or when the one asked about opens. */
export async function answerTransferWindows(db: DbExecutor, q: string, today: string): Promise<string> {
  const windows = (await listTransferWindows(db)).items;
  if (windows.length === 0)
    return "No hay ventanas de fichajes registradas en Palco. Añádelas en Clubes para que el calendario las muestre.";
  const season = hasStem(q, ...WINTER) ? "winter" : hasStem(q, ...SUMMER) ? "summer" : undefined;
  const dated = windows
    .filter((window) => {
      if (!season) return true;
      const month = Number(window.startDay.slice(0, 2));
      return season === "winter" ? month <= 3 || month >= 11 : month >= 5 && month <= 9;
    })
    .flatMap((window) =>
      windowOccurrences(window, today, shiftDays(today, 366))
        .slice(0, 1)
        .map((dates) => ({ ...window, ...dates, open: dates.startDate <= today })),
    )
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
  if (dated.length === 0) return "No encuentro esa ventana de fichajes entre las registradas en Palco.";
  const lines = dated.map((window) =>
    window.open
      ? `- **${window.league}**, ${window.name}: abierta, cierra el ${formatDay(window.endDate)} (en ${daysFrom(today, window.endDate)} días)`
      : `- **${window.league}**, ${window.name}: abre el ${formatDay(window.startDate)} (en ${daysFrom(today, window.startDate)} días) y cierra el ${formatDay(window.endDate)}; cada año del ${formatMonthDay(window.startDay)} al ${formatMonthDay(window.endDay)}`,
  );
  const open = dated.filter((window) => window.open).length;
  const head =
    open > 0
      ? `Hay ${plural(open, "ventana abierta", "ventanas abiertas")} ahora mismo.`
      : "Ahora mismo no hay ninguna ventana de fichajes abierta.";
  return [head, ...lines].join("\n");
}

/** Brands with no deal at all: who to offer a player to. */
export async function answerBrandsWithoutDeals(db: DbExecutor): Promise<string> {
  const rows = await brandsTool.run(db, { sinPatrocinios: true, limite: 50 }, {});
  if (rows.length === 0) return "Todas las marcas tienen al menos un patrocinio en Palco.";
  return [
    `${plural(rows.length, "marca no tiene", "marcas no tienen")} ningún patrocinio todavía:`,
    ...rows.map((row) => `- **${row.nombre}**${row.sector ? ` (${row.sector})` : ""}`),
  ].join("\n");
}

/** Documents: the ones waiting for a signature, for the portfolio or one player. */
export async function answerDocuments(db: DbExecutor, q: string, subject?: Subject): Promise<string> {
  const rows = (await listDocuments(db, { playerId: subject?.id, limit: 200 })).items;
  const whose = subject ? ` de **${subject.name}**` : "";
  if (rows.length === 0) return `No hay documentos${whose} en Palco.`;
  const pending = rows.filter((row) => !isSigned(row.status));
  const asksSigned = hasStem(q, "firmad") && !hasStem(q, "sin", "falta", "pendient", "por");
  const shown = asksSigned ? rows.filter((row) => isSigned(row.status)) : pending;
  const line = (row: (typeof rows)[number]) =>
    `- **${row.name}** (${row.type})${subject ? "" : ` · ${row.playerName}`}, ${formatDay(row.date)}`;
  if (asksSigned)
    return shown.length === 0
      ? `Ningún documento${whose} está firmado todavía.`
      : [`Documentos firmados${whose}:`, ...shown.slice(0, 10).map(line)].join("\n");
  if (shown.length === 0) return `Todos los documentos${whose} están firmados (${plural(rows.length, "documento")}).`;
  return [
    `${plural(shown.length, "documento pendiente", "documentos pendientes")}${whose} de firma, de ${plural(rows.length, "documento")}:`,
    ...shown.slice(0, 10).map(line),
  ].join("\n");
}
