import { Mail, Phone, Users } from "lucide-react";
import { lazy, Suspense } from "react";

import type { Contact } from "@shared/schemas/contact";
import { DeleteRecordDialog, type RecordDeletion } from "@/components/delete-record-dialog";
import { EmptyState } from "@/components/empty-state";
import { ErrorState } from "@/components/error-state";
import { RecordActions } from "@/components/record-actions";
import { RecordPanel } from "@/components/record-panel";
import { Skeleton } from "@/components/ui/skeleton";
import { useRecordDialogs } from "@/hooks/use-record-dialogs";
import type { ContactFilter } from "@/lib/query-keys";

import { useContacts, useDeleteContact } from "../api/contacts";

const ContactFormDialog = lazy(() => import("./contact-form-dialog").then((m) => ({ default: m.ContactFormDialog })));

const CONTACT_DELETION: RecordDeletion<Contact> = {
  title: "¿Eliminar persona?",
  description: (contact) =>
    `${contact ? `«${contact.name}»` : "La persona"} dejará de aparecer; los contactos registrados con ella se conservan.`,
  deleted: ["Persona eliminada", "La persona se ha eliminado correctamente"],
  failed: "No se pudo eliminar la persona",
};

function ContactItem({ contact, onEdit, onDelete }: { contact: Contact; onEdit: () => void; onDelete: () => void }) {
  return (
    <li className="flex items-start gap-3 px-4 py-3" data-testid="contact">
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="font-medium break-words">{contact.name}</p>
        {contact.role ? <p className="text-sm text-muted-foreground">{contact.role}</p> : null}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {contact.email ? (
            <a
              href={`mailto:${contact.email}`}
              className="inline-flex min-h-6 items-center gap-1 break-all hover:underline"
            >
              <Mail className="size-3.5 shrink-0" aria-hidden="true" />
              {contact.email}
            </a>
          ) : null}
          {contact.phone ? (
            <a
              href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}
              className="inline-flex min-h-6 items-center gap-1 hover:underline"
            >
              <Phone className="size-3.5 shrink-0" aria-hidden="true" />
              {contact.phone}
            </a>
          ) : null}
        </p>
      </div>
      <RecordActions resource="contacts" label={contact.name} onEdit={onEdit} onDelete={onDelete} />
    </li>
  );
}

/** The people at a club or a brand: who to call, listed, added, edited and removed where the agent looks for them. */
export function ContactsPanel({ organisation, emptyText }: { organisation: ContactFilter; emptyText: string }) {
  const people = useContacts(organisation);
  const dialogs = useRecordDialogs<Contact>();
  const remove = useDeleteContact();
  return (
    <RecordPanel
      headingId="contacts-heading"
      title="Personas"
      addLabel="Añadir persona"
      onAdd={() => dialogs.openForm(undefined)}
    >
      {people.isPending ? (
        <Skeleton className="h-20 rounded-xl" aria-label="Cargando personas" />
      ) : people.isError ? (
        <ErrorState message="No se pudieron cargar las personas." onRetry={() => void people.refetch()} />
      ) : people.data.length === 0 ? (
        <EmptyState icon={<Users className="size-6" />}>{emptyText}</EmptyState>
      ) : (
        <ul className="divide-y rounded-xl border bg-card">
          {people.data.map((contact) => (
            <ContactItem
              key={contact.id}
              contact={contact}
              onEdit={() => dialogs.openForm(contact)}
              onDelete={() => dialogs.askDelete(contact)}
            />
          ))}
        </ul>
      )}
      <Suspense fallback={null}>
        {dialogs.form.used ? (
          <ContactFormDialog
            open={dialogs.form.open}
            onOpenChange={dialogs.form.onOpenChange}
            organisation={organisation}
            contact={dialogs.form.editing}
          />
        ) : null}
      </Suspense>
      {dialogs.remove.used ? (
        <DeleteRecordDialog
          item={dialogs.remove.target}
          onClose={dialogs.remove.close}
          deletion={CONTACT_DELETION}
          mutation={remove}
          keyOf={(contact) => contact}
        />
      ) : null}
    </RecordPanel>
  );
}
