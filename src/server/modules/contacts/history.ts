import { CHANNEL_LABELS } from "../../../shared/domain/contacts";
import type { Contact } from "../../../shared/schemas/contact";
import type { ContactLogEntry } from "../../../shared/schemas/contact-log";
import type { HistoryKind } from "../../history/history-kind";

export const CONTACT_HISTORY: HistoryKind<Contact> = {
  type: "contact",
  label: (contact) =>
    `${contact.name}${(contact.clubName ?? contact.brandName) ? ` · ${contact.clubName ?? contact.brandName}` : ""}`,
};

export const CONTACT_LOG_HISTORY: HistoryKind<ContactLogEntry> = {
  type: "contact_log",
  label: (entry) =>
    `${CHANNEL_LABELS[entry.channel]} · ${entry.contactName ?? entry.clubName ?? entry.brandName ?? entry.playerName ?? ""}`,
};
