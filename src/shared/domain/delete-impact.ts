// What a deletion takes with it, as the confirmation says it before the agent decides.

import { formatEuros } from "./euros";

export const IMPACT_KINDS = [
  "deals",
  "mandates",
  "investments",
  "events",
  "news",
  "documents",
  "okrs",
  "campaignImages",
  "approvals",
  "operations",
  "offers",
  "contacts",
] as const;
export type ImpactKind = (typeof IMPACT_KINDS)[number];

/** Counts of the records that go with the deleted one, and the received commissions that stay in the books. */
export type DeleteImpact = {
  goes: Record<ImpactKind, number>;
  keptCommissions: { count: number; amount: number };
};

const NOUNS: Record<ImpactKind, [singular: string, plural: string]> = {
  deals: ["patrocinio", "patrocinios"],
  mandates: ["mandato", "mandatos"],
  investments: ["inversión", "inversiones"],
  events: ["evento", "eventos"],
  news: ["noticia", "noticias"],
  documents: ["documento con su archivo", "documentos con sus archivos"],
  okrs: ["OKR", "OKR"],
  campaignImages: ["imagen de campaña", "imágenes de campaña"],
  approvals: ["aprobación", "aprobaciones"],
  operations: ["operación con sus ofertas", "operaciones con sus ofertas"],
  offers: ["oferta", "ofertas"],
  contacts: ["persona", "personas"],
};

/** "a", "a y b", "a, b y c". */
const spanishList = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} y ${items.at(-1)}`;

/**
 * "Se eliminarán también 2 patrocinios, 3 eventos y 1 documento con su archivo. Las comisiones cobradas se conservan
 * en el libro de comisiones (120.000 €)." Empty when nothing goes and nothing is kept.
 */
export function deleteImpactText(impact: DeleteImpact): string {
  const goes = IMPACT_KINDS.filter((kind) => impact.goes[kind] > 0).map((kind) => {
    const count = impact.goes[kind];
    const [singular, plural] = NOUNS[kind];
    return `${count} ${count === 1 ? singular : plural}`;
  });
  const sentences: string[] = [];
  if (goes.length > 0) sentences.push(`Se eliminarán también ${spanishList(goes)}.`);
  if (impact.keptCommissions.count > 0) {
    sentences.push(
      `Las comisiones cobradas se conservan en el libro de comisiones (${formatEuros(impact.keptCommissions.amount)}).`,
    );
  }
  return sentences.join(" ");
}
