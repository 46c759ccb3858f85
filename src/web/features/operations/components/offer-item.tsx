import { ArrowDownLeft, ArrowUpRight, Pencil, Trash2 } from "lucide-react";

import type { Offer } from "@shared/schemas/offer";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";

const STATE_TONES = {
  pendiente: "warning",
  aceptada: "success",
  rechazada: "destructive",
  contraoferta: "secondary",
} as const;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type OfferItemProps = { offer: Offer; onEdit: (offer: Offer) => void; onDelete: (offer: Offer) => void };

/** One step of a negotiation: when, which way, with whom, what was on the table and what came back. */
export function OfferItem({ offer, onEdit, onDelete }: OfferItemProps) {
  const received = offer.direction === "recibida";
  const terms = [
    offer.transferFee && `Traspaso ${offer.transferFee}`,
    offer.salary && `Salario ${offer.salary}`,
    offer.years && `${offer.years} ${offer.years === 1 ? "año" : "años"}`,
  ].filter(Boolean);
  const label = `oferta ${offer.direction} del ${formatDate(offer.date)}`;
  return (
    <li className="flex gap-3 px-4 py-3" data-testid="offer">
      <div
        className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground"
        aria-hidden="true"
      >
        {received ? <ArrowDownLeft className="size-4" /> : <ArrowUpRight className="size-4" />}
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium">{formatDate(offer.date)}</span>
          <span>
            {capitalize(offer.direction)} · {offer.clubName}
          </span>
          <Badge tone={STATE_TONES[offer.state]}>{capitalize(offer.state)}</Badge>
        </p>
        <p className="text-sm">{terms.length > 0 ? terms.join(" · ") : "Sin cifras"}</p>
        {offer.feedback ? <p className="text-sm whitespace-pre-line text-muted-foreground">{offer.feedback}</p> : null}
      </div>
      <div className="flex shrink-0 gap-1">
        <Button
          variant="ghost"
          size="icon"
          className="size-11 sm:size-8"
          aria-label={`Editar ${label}`}
          onClick={() => onEdit(offer)}
        >
          <Pencil />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-11 text-destructive hover:text-destructive sm:size-8"
          aria-label={`Eliminar ${label}`}
          onClick={() => onDelete(offer)}
        >
          <Trash2 />
        </Button>
      </div>
    </li>
  );
}
