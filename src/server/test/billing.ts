import { agencyToday } from "../../shared/domain/calendar-day";
import type { BillingIssuer } from "../../shared/schemas/billing-issuer";
import type { Commission } from "../../shared/schemas/commission";
import type { Page } from "../../shared/schemas/common";
import type { Invoice } from "../../shared/schemas/invoice";
import type { SignedInApp } from "./signed-in-app";

export const AGENCY_NIF = "B12345674";

/** The agency company as an issuer, its withholding confirmed by the gestor. */
export async function makeIssuer(t: SignedInApp, overrides: Record<string, unknown> = {}): Promise<BillingIssuer> {
  const response = await t.request("/api/billing/issuers", {
    method: "POST",
    json: {
      kind: "sociedad",
      name: "Palco Sports Management SL",
      nif: AGENCY_NIF,
      address: "Calle de Serrano 41, 28001 Madrid",
      series: "A",
      rectifyingSeries: "R",
      irpfPercent: 15,
      irpfConfirmed: true,
      vatTreatment: "sujeta",
      vatRate: 21,
      ...overrides,
    },
  });
  if (response.status !== 201) throw new Error(`issuer: ${response.status} ${await response.text()}`);
  return (await response.json()) as BillingIssuer;
}

/** One brand paying a player's deals: each active deal with the fee earns one instalment, returned in order. */
export async function brandInstalments(t: SignedInApp, fees: string[]): Promise<Commission[]> {
  const [player, brand] = await Promise.all([t.make.player(), t.make.brand()]);
  const dealIds: string[] = [];
  for (const fee of fees) {
    const deal = await t.make.deal(player.id, brand.id, { stage: "Activa", fee, startDate: agencyToday() });
    dealIds.push(deal.id);
  }
  const page = (await (await t.request("/api/commissions?limit=200")).json()) as Page<Commission>;
  return dealIds.map((id) => {
    const instalment = page.items.find((item) => item.sourceId === id);
    if (!instalment) throw new Error("the deal earned no instalment");
    return instalment;
  });
}

export const SPANISH_RECIPIENT = {
  name: "Marca Deportiva SA",
  nif: "A58723040",
  country: "ES",
  address: "Avenida Diagonal 100, 08019 Barcelona",
};

export async function draftFor(t: SignedInApp, issuerId: string, commissionIds: string[], extra: object = {}) {
  const response = await t.request("/api/invoices", {
    method: "POST",
    json: { issuerId, commissionIds, recipient: SPANISH_RECIPIENT, ...extra },
  });
  if (response.status !== 201) throw new Error(`draft: ${response.status} ${await response.text()}`);
  return (await response.json()) as Invoice;
}

export async function issue(t: SignedInApp, id: string): Promise<Invoice> {
  const response = await t.request(`/api/invoices/${id}/issue`, { method: "POST" });
  if (response.status !== 200) throw new Error(`issue: ${response.status} ${await response.text()}`);
  return (await response.json()) as Invoice;
}
