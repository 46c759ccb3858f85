import { Check } from "lucide-react";
import { Link } from "react-router";

import { agencyToday } from "@shared/domain/calendar-day";
import type { ContactLogEntry } from "@shared/schemas/contact-log";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/format";
import type { ContactLogFilter } from "@/lib/query-keys";
import { toast } from "@/lib/toast";

import { useUpdateContactLogEntry } from "../api/contact-log";

/** The records the entry concerns beyond the page it is shown on, as links. */
export function Concerns({ entry, subject }: { entry: ContactLogEntry; subject: ContactLogFilter }) {
  const links = [
    entry.clubId && entry.clubName && !subject.clubId ? { to: paths.club(entry.clubId), label: entry.clubName } : null,
    entry.brandId && entry.brandName && !subject.brandId
      ? { to: paths.brand(entry.brandId), label: entry.brandName }
      : null,
    entry.playerId && entry.playerName && !subject.playerId
      ? { to: paths.player(entry.playerId), label: entry.playerName }
      : null,
    entry.operationId && entry.operationLabel && !subject.operationId
      ? { to: paths.operation(entry.operationId), label: entry.operationLabel }
      : null,
  ].filter((link) => link !== null);
  if (links.length === 0) return null;
  return (
    <p className="flex flex-wrap gap-x-3 text-sm">
      {links.map((link) => (
        <Link key={link.to} to={link.to} className="text-muted-foreground underline-offset-4 hover:underline">
          {link.label}
        </Link>
      ))}
    </p>
  );
}

/** A contact's next step, with its day, whether it is late, and the button that marks it done. */
export function NextStep({ entry }: { entry: ContactLogEntry }) {
  const update = useUpdateContactLogEntry();
  if (!entry.nextStep) return null;
  const overdue = !entry.nextStepDone && entry.nextStepOn !== null && entry.nextStepOn < agencyToday();
  // The promise, not mutate's callbacks: a step marked done leaves the due list, and an unmounted row's callbacks
  // would never run, so the toast would be lost.
  const toggle = () =>
    update.mutateAsync({ id: entry.id, input: { nextStepDone: !entry.nextStepDone }, version: entry.version }).then(
      (saved) => toast.success(saved.nextStepDone ? "Próximo paso hecho" : "Próximo paso pendiente"),
      (error: Error) => toast.error("No se pudo actualizar el próximo paso", { description: error.message }),
    );
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className={entry.nextStepDone ? "text-muted-foreground line-through" : ""}>
        Próximo paso: {entry.nextStep}
        {entry.nextStepOn ? ` · ${formatDate(entry.nextStepOn)}` : ""}
      </span>
      {overdue ? <Badge tone="destructive">Vencido</Badge> : null}
      <Button
        variant="ghost"
        size="sm"
        className="min-h-11 sm:min-h-8"
        onClick={() => void toggle()}
        disabled={update.isPending}
        aria-pressed={entry.nextStepDone}
      >
        <Check /> {entry.nextStepDone ? "Hecho" : "Marcar hecho"}
      </Button>
    </div>
  );
}
