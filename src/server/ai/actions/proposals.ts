import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";

import type { ActionProposal } from "../../../shared/domain/assistant-actions";

const sign = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(`palco-action:${payload}`).digest("base64url");

/** How long the agent has to confirm a proposal: past it, the data it was made from may have moved on. */
export const PROPOSAL_LIFETIME_MS = 15 * 60 * 1000;

/**
 * The proposal as a marker token: its JSON in base64url and the server's signature of it, with an id of its own
 * (carried out once) and its expiry.
 */
export function signProposal(secret: string, proposal: ActionProposal, now = Date.now()): string {
  const issued: ActionProposal = {
    ...proposal,
    id: randomUUID(),
    expiresAt: new Date(now + PROPOSAL_LIFETIME_MS).toISOString(),
  };
  const payload = Buffer.from(JSON.stringify(issued)).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

/** The proposal of a token this server signed; null for anything else (edited, forged, garbled). */
export function verifyProposal(secret: string, token: string): ActionProposal | null {
  const [payload, signature] = token.split(".");
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as ActionProposal;
  } catch {
    return null;
  }
}

export type ProposalSigner = (proposal: ActionProposal) => string;
