import {
  listInvestmentsTool,
  listNewsTool,
  listOkrsTool,
  pendingApprovalsTool,
  portfolioSummaryTool,
  upcomingEventsTool,
} from "./agenda-tools";
import {
  activityTool,
  agendaSummaryTool,
  brandsTool,
  commissionsTool,
  documentsTool,
  mandatesTool,
  transferWindowsTool,
} from "./business-tools";
import { catalogueTool, clubPeopleTool, contactLogTool } from "./catalogue-tools";
import { contractsDueTool, listDealsTool, pipelineSummaryTool, searchBrandsTool } from "./deal-tools";
import { listOperationsTool, marketSummaryTool, operationDetailTool, searchClubsTool } from "./market-tools";
import { getPlayerTool, rankPlayersTool, searchPlayersTool } from "./player-tools";
import type { AssistantTool } from "./registry";
import { listTasksTool } from "./task-tools";

/** Every read-only tool, in one list: the chat (model and offline engine) and the MCP server all use it. */
export const ASSISTANT_TOOLS: AssistantTool[] = [
  searchPlayersTool,
  getPlayerTool,
  rankPlayersTool,
  listDealsTool,
  pipelineSummaryTool,
  contractsDueTool,
  searchBrandsTool,
  upcomingEventsTool,
  listNewsTool,
  listInvestmentsTool,
  listOkrsTool,
  pendingApprovalsTool,
  portfolioSummaryTool,
  listOperationsTool,
  operationDetailTool,
  marketSummaryTool,
  searchClubsTool,
  listTasksTool,
  commissionsTool,
  mandatesTool,
  transferWindowsTool,
  documentsTool,
  brandsTool,
  activityTool,
  agendaSummaryTool,
  clubPeopleTool,
  contactLogTool,
  catalogueTool,
] as AssistantTool[];
