import { pgEnum } from "drizzle-orm/pg-core";

import {
  APPROVAL_KINDS,
  APPROVAL_STATUSES,
  DEAL_STAGES,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  EVENT_STATUSES,
  EVENT_TYPES,
  INVESTMENT_RISKS,
  INVESTMENT_STATUSES,
  INVESTMENT_TYPES,
  NEWS_SENTIMENTS,
  OKR_QUARTERS,
  OKR_STATUSES,
} from "../../../shared/domain/enums";

export const dealStage = pgEnum("deal_stage", DEAL_STAGES);
export const investmentType = pgEnum("investment_type", INVESTMENT_TYPES);
export const investmentStatus = pgEnum("investment_status", INVESTMENT_STATUSES);
export const investmentRisk = pgEnum("investment_risk", INVESTMENT_RISKS);
export const newsSentiment = pgEnum("news_sentiment", NEWS_SENTIMENTS);
export const eventType = pgEnum("event_type", EVENT_TYPES);
export const eventStatus = pgEnum("event_status", EVENT_STATUSES);
export const documentType = pgEnum("document_type", DOCUMENT_TYPES);
export const documentStatus = pgEnum("document_status", DOCUMENT_STATUSES);
export const okrQuarter = pgEnum("okr_quarter", OKR_QUARTERS);
export const okrStatus = pgEnum("okr_status", OKR_STATUSES);
export const approvalKind = pgEnum("approval_kind", APPROVAL_KINDS);
export const approvalStatus = pgEnum("approval_status", APPROVAL_STATUSES);
