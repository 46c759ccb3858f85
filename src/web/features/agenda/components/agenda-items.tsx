import { ArrowLeftRight, CalendarClock, CalendarX, FileSignature, ListTodo, MessageSquareReply } from "lucide-react";
import { Link } from "react-router";

import { AGENDA_KIND_LABELS, type AgendaItem, type AgendaKind } from "@shared/schemas/agenda";

const ICONS: Record<AgendaKind, typeof ListTodo> = {
  "next-step": ListTodo,
  "offer-deadline": MessageSquareReply,
  signing: FileSignature,
  "contract-start": ArrowLeftRight,
  "option-notice": CalendarClock,
  "window-close": CalendarX,
};

/** A day's market dates, each a link to where it is dealt with. */
export function AgendaItems({ items }: { items: AgendaItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label="Agenda del mercado" data-testid="agenda">
      {items.map((item) => {
        const Icon = ICONS[item.kind];
        return (
          <li key={item.id}>
            <Link
              to={item.href}
              className="flex min-h-11 items-start gap-3 rounded-lg border p-3 text-sm hover:bg-muted/60"
            >
              <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="min-w-0">
                <span className="block text-xs text-muted-foreground">{AGENDA_KIND_LABELS[item.kind]}</span>
                <span className="block font-medium break-words">{item.title}</span>
                {item.detail ? <span className="block text-muted-foreground">{item.detail}</span> : null}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
