import { createHash } from "node:crypto";

/**
 * The id a payment is stored under for an API caller's idempotency key: the same key on the same instalment always
 * names the same payment, so a retry finds the first one; the same key on another instalment names another.
 */
export function paymentIdForKey(commissionId: string, key: string): string {
  const bytes = createHash("sha256").update(`${commissionId}:${key}`).digest().subarray(0, 16);
  // RFC 9562 version 8 (made by the application) and its variant bits.
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
