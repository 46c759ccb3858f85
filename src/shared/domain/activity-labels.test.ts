import { describe, expect, it } from "vitest";
import type { z } from "zod";

import { updateApprovalSchema } from "../schemas/approval";
import { updateBrandSchema } from "../schemas/brand";
import { updateClubSchema } from "../schemas/club";
import { updateContactSchema } from "../schemas/contact";
import { updateContactLogSchema } from "../schemas/contact-log";
import { updateDealSchema } from "../schemas/deal";
import { updateDocumentSchema } from "../schemas/document";
import { updateEventSchema } from "../schemas/event";
import { updateFifaRuleSchema } from "../schemas/fifa-rule";
import { updateInvestmentSchema } from "../schemas/investment";
import { updateMandateSchema } from "../schemas/mandate";
import { updateNewsSchema } from "../schemas/news";
import { updateOfferSchema } from "../schemas/offer";
import { updateOkrSchema } from "../schemas/okr";
import { updateOperationSchema } from "../schemas/operation";
import { updatePlayerSchema } from "../schemas/player";
import { updateTaskSchema } from "../schemas/task";
import { updateTransferWindowSchema } from "../schemas/transfer-window";
import { activityValue, describeChange, fieldLabel } from "./activity";
import { formatEuros } from "./euros";

// Every field an edit may change, for every record with a history: a new field without a label fails here.
const EDITABLE: Record<string, { shape: Record<string, z.ZodType> }> = {
  approval: updateApprovalSchema,
  brand: updateBrandSchema,
  club: updateClubSchema,
  contact: updateContactSchema,
  contactLog: updateContactLogSchema,
  deal: updateDealSchema,
  document: updateDocumentSchema,
  event: updateEventSchema,
  fifaRule: updateFifaRuleSchema,
  investment: updateInvestmentSchema,
  mandate: updateMandateSchema,
  news: updateNewsSchema,
  offer: updateOfferSchema,
  okr: updateOkrSchema,
  operation: updateOperationSchema,
  player: updatePlayerSchema,
  task: updateTaskSchema,
  transferWindow: updateTransferWindowSchema,
};

describe("the history in Spanish", () => {
  it("has a Spanish label for every field an edit can change", () => {
    const unlabelled = Object.entries(EDITABLE).flatMap(([record, schema]) =>
      Object.keys(schema.shape)
        .filter((field) => fieldLabel(field) === field)
        .map((field) => `${record}.${field}`),
    );
    expect(unlabelled).toEqual([]);
  });

  it("shows each value in the format its screen uses", () => {
    expect(describeChange({ field: "sentimentNegative", before: 8, after: 6 })).toBe("Sentimiento negativo: 8 % → 6 %");
    expect(describeChange({ field: "status", before: "pending", after: "rejected" })).toBe(
      "Estado: Pendiente → Rechazado",
    );
    expect(describeChange({ field: "fee", before: "500.000€", after: "650.000€" })).toBe(
      "Inversión: 500.000€ → 650.000€",
    );
    expect(activityValue(1450000, "tiktokFollowers")).toBe("1.450.000");
    expect(activityValue(4.25, "engagementRate")).toBe("4,25 %");
    expect(activityValue(120000, "receivedAmount")).toBe(formatEuros(120000));
    expect(formatEuros(120000)).toMatch(/^120\.000\s€$/);
    expect(activityValue("07-01", "startDay")).toBe("1 de julio");
    expect(activityValue("2026-03-12", "date")).toBe("12/03/2026");
    expect(activityValue("2026-03-12T09:30:00.000Z", "receivedAt")).toBe("12/03/2026");
    expect(activityValue("confirmado", "status")).toBe("Confirmado");
    expect(activityValue("active", "status")).toBe("Activo");
    expect(activityValue("social_post", "kind")).toBe("Publicación generada con IA");
    expect(activityValue(null, "endTime")).toBe("—");
    expect(activityValue(true, "exclusive")).toBe("Sí");
  });
});
