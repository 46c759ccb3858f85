import { MessageSquareText } from "lucide-react";
import { lazy, Suspense } from "react";

import { CHANNEL_LABELS } from "@shared/domain/contacts";
import type { ContactLogEntry } from "@shared/schemas/contact-log";
import { DeleteRecordDialog, type RecordDeletion } from "@/components/delete-record-dialog";
import { EmptyState } from "@/components/empty-state";
import { ErrorState } from "@/components/error-state";
import { LoadMoreButton } from "@/components/load-more-button";
import { RecordActions } from "@/components/record-actions";
import { RecordPanel } from "@/components/record-panel";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { useRecordDialogs } from "@/hooks/use-record-dialogs";
import { formatDate } from "@/lib/format";
import type { ContactFilter, ContactLogFilter } from "@/lib/query-keys";

import { useContactLog, useDeleteContactLogEntry } from "../api/contact-log";
import { useContacts } from "../api/contacts";
import type { OperationChoice } from "./contact-log-form-dialog";
import { Concerns, NextStep } from "./next-step";

const ContactLogFormDialog = lazy(() =>
  import("./contact-log-form-dialog").then((m) => ({ default: m.ContactLogFormDialog })),
);

const ENTRY_DELETION: RecordDeletion<ContactLogEntry> = {
  title: "¿Eliminar contacto?",
  description: (entry) =>
    `Se borrará el registro${entry ? ` del ${formatDate(entry.date)}` : ""} y su próximo paso dejará de recordarse.`,
  deleted: ["Contacto eliminado", "El registro se ha eliminado correctamente"],
  failed: "No se pudo eliminar el contacto",
};

type ContactLogPanelProps = {
  /** What the page is about: the entries shown concern it, and a new one does. */
  subject: ContactLogFilter;
  /** Whose people the agent picks from when recording a contact (the club or brand at hand). */
  peopleOf: ContactFilter;
  /** The club's operations, which a contact recorded there may be about. */
  operations?: OperationChoice[];
};

/** The log of contacts about a club, a brand, a player or an operation, latest first, with their next steps. */
export function ContactLogPanel({ subject, peopleOf, operations }: ContactLogPanelProps) {
  const log = useContactLog(subject);
  const people = useContacts(peopleOf);
  const dialogs = useRecordDialogs<ContactLogEntry>();
  const remove = useDeleteContactLogEntry();
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <RecordPanel
      headingId="contact-log-heading"
      title="Seguimiento"
      addLabel="Registrar contacto"
      onAdd={() => dialogs.openForm(undefined)}
    >
      {log.isPending ? (
        <Skeleton className="h-24 rounded-xl" aria-label="Cargando seguimiento" />
      ) : log.isError ? (
        <ErrorState message="No se pudo cargar el seguimiento." onRetry={() => void log.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState icon={<MessageSquareText className="size-6" />}>
          Sin contactos registrados. Anota cada llamada, reunión o mensaje y su próximo paso.
        </EmptyState>
      ) : (
        <ol className="divide-y rounded-xl border bg-card">
          {entries.map((entry) => (
            <li key={entry.id} className="flex gap-3 px-4 py-3" data-testid="contact-log-entry">
              <div className="min-w-0 flex-1 space-y-1">
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-medium">{formatDate(entry.date)}</span>
                  <Badge tone="outline">{CHANNEL_LABELS[entry.channel]}</Badge>
                  {entry.approach ? <Badge tone="secondary">Acercamiento</Badge> : null}
                  {entry.contactName ? (
                    <span>
                      {entry.contactName}
                      {entry.contactRole ? <span className="text-muted-foreground"> · {entry.contactRole}</span> : null}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm whitespace-pre-line break-words">{entry.summary}</p>
                <Concerns entry={entry} subject={subject} />
                <NextStep entry={entry} />
              </div>
              <RecordActions
                resource="contacts"
                label={`contacto del ${formatDate(entry.date)}`}
                onEdit={() => dialogs.openForm(entry)}
                onDelete={() => dialogs.askDelete(entry)}
              />
            </li>
          ))}
        </ol>
      )}
      <LoadMoreButton pages={log} />
      <Suspense fallback={null}>
        {dialogs.form.used ? (
          <ContactLogFormDialog
            open={dialogs.form.open}
            onOpenChange={dialogs.form.onOpenChange}
            subject={subject}
            people={people.data ?? []}
            operations={operations}
            entry={dialogs.form.editing}
          />
        ) : null}
      </Suspense>
      {dialogs.remove.used ? (
        <DeleteRecordDialog
          item={dialogs.remove.target}
          onClose={dialogs.remove.close}
          deletion={ENTRY_DELETION}
          mutation={remove}
          keyOf={(entry) => entry}
        />
      ) : null}
    </RecordPanel>
  );
}
