import type { BadgeTone } from "./stages";

/** "firmado" is signed; any other status is shown as pending. */
export function isSigned(status: string): boolean {
  return status === "firmado";
}

export function documentStatusBadge(status: string): { label: string; tone: BadgeTone } {
  return isSigned(status) ? { label: "Firmado", tone: "success" } : { label: "Pendiente", tone: "warning" };
}
