import { ArrowDownLeft, ArrowUpRight } from "lucide-react";

import type { Offer } from "@shared/schemas/offer";
import { RecordActions } from "@/components/record-actions";
import { OfferStateBadge } from "@/components/status-badges";
import { capitalize, formatDate } from "@/lib/format";
import { HIDDEN_TEXT, isHidden } from "@/lib/hidden";

type OfferItemProps = { offer: Offer; onEdit: (offer: Offer) => void; onDelete: (offer: Offer) => void };

/** One step of a negotiation: when, which way, with whom, what was on the table and what came back. */
export function OfferItem({ offer, onEdit, onDelete }: OfferItemProps) {
  const received = offer.direction === "recibida";
  const terms = [
    isHidden(offer) ? `Importes: ${HIDDEN_TEXT.toLowerCase()}` : null,
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
          <OfferStateBadge state={offer.state} />
        </p>
        <p className="text-sm">{terms.length > 0 ? terms.join(" · ") : "Sin cifras"}</p>
        {offer.respondBy && offer.state === "pendiente" ? (
          <p className="text-sm text-muted-foreground">Responder antes del {formatDate(offer.respondBy)}</p>
        ) : null}
        {offer.feedback ? <p className="text-sm whitespace-pre-line text-muted-foreground">{offer.feedback}</p> : null}
      </div>
      <RecordActions
        resource="operations"
        label={label}
        onEdit={() => onEdit(offer)}
        onDelete={() => onDelete(offer)}
      />
    </li>
  );
}
