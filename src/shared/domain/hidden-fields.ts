import type { HiddenGroup } from "./team-roles";

/**
 * The fields each hidden group covers, by the name they carry in every answer (a record, a list row, a history
 * change, a CSV column's source): one name means the same thing wherever Palco uses it.
 */
export const HIDDEN_FIELDS: Record<HiddenGroup, readonly string[]> = {
  money: [
    // Players, deals, operations, offers, mandates, investments.
    "marketValue",
    "marketValueAmount",
    "fee",
    "feeAmount",
    "feeTotal",
    "commissionPercent",
    "transferFee",
    "salary",
    "signingBonus",
    "bonuses",
    "agentFeePercent",
    "agentFeeAmount",
    "annualRemuneration",
    "amount",
    "amountValue",
    "expectedReturn",
    // A player's club contract.
    "releaseClause",
    "annualAmount",
    // Instalments (the ledger itself is closed to roles without money: its summary's names are common words).
    "receivedAmount",
    "overpaid",
    "balance",
    "payments",
    // A player's dossier's money card.
    "money",
    // The assistant's tools answer a model in Spanish: the same figures under their Spanish names.
    "importe",
    "importeEuros",
    "cobrado",
    "cobradoEnElRango",
    "saldo",
    "suma",
    "traspaso",
    "salario",
    "valorDeMercado",
    "rentabilidadEsperada",
    "comisionPorcentaje",
    "totalEsperado",
    "totalCobradoDeEstosPlazos",
  ],
  identity: ["idDocumentType", "idDocumentNumber", "idDocumentExpiry"],
  // Medical papers are hidden by their document kind, not by a field.
  medical: [],
};

/**
 * A whole record a group hides, not only some of its fields: a medical paper (a document of kind "medico") for a
 * role that does not see medical information. Lists drop it; a single record answers as if it did not exist.
 */
export const isHiddenRecord = (node: unknown, groups: readonly HiddenGroup[]): boolean =>
  groups.includes("medical") &&
  node !== null &&
  typeof node === "object" &&
  (node as { kind?: unknown }).kind === "medico";

const GROUP_OF_FIELD = new Map<string, HiddenGroup>(
  Object.entries(HIDDEN_FIELDS).flatMap(([group, fields]) => fields.map((field) => [field, group as HiddenGroup])),
);

export const hiddenGroupOfField = (field: string): HiddenGroup | undefined => GROUP_OF_FIELD.get(field);

/**
 * A copy of an answer with the fields of the given groups set to null, wherever they are nested. Each object that
 * lost a field says which groups in `hidden`; a history change about such a field loses its before and after.
 */
export function withoutHiddenFields<T>(value: T, groups: readonly HiddenGroup[]): T {
  if (groups.length === 0) return value;
  const denied = new Set(groups);
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.filter((item) => !isHiddenRecord(item, groups)).map(visit);
    if (node === null || typeof node !== "object") return node;
    const hidden = new Set<HiddenGroup>();
    const copy: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(node)) {
      const group = GROUP_OF_FIELD.get(key);
      if (group && denied.has(group)) {
        copy[key] = null;
        hidden.add(group);
      } else copy[key] = visit(field);
    }
    // A history change names its field: { field: "fee", before, after }.
    const changed = typeof copy.field === "string" ? GROUP_OF_FIELD.get(copy.field) : undefined;
    if (changed && denied.has(changed) && "before" in copy && "after" in copy) {
      copy.before = null;
      copy.after = null;
      hidden.add(changed);
    }
    if (hidden.size > 0) copy.hidden = [...hidden];
    return copy;
  };
  return visit(value) as T;
}

/** A write's input without the fields of the given groups: what a member cannot see, they cannot change. */
export function withoutHiddenInput(input: unknown, groups: readonly HiddenGroup[]): unknown {
  if (groups.length === 0 || input === null || typeof input !== "object" || Array.isArray(input)) return input;
  const denied = new Set(groups);
  return Object.fromEntries(
    Object.entries(input).filter(([key]) => {
      const group = GROUP_OF_FIELD.get(key);
      return !(group && denied.has(group));
    }),
  );
}
