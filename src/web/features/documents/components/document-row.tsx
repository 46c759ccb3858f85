import { Download, FileText, Pencil, Trash2 } from "lucide-react";

import { DOCUMENT_KIND_LABELS } from "@shared/domain/papers";
import type { PalcoDocument } from "@shared/schemas/document";
import { DocumentStatusBadge, ExpiryBadge } from "@/components/status-badges";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";

import { documentFileUrl } from "../api/get-documents";

type DocumentRowProps = {
  document: PalcoDocument;
  onEdit: (document: PalcoDocument) => void;
  onDelete: (document: PalcoDocument) => void;
};

/** Name, type, player, brand, date and status, with download (when a file is stored), edit and delete. */
export function DocumentRow({ document, onEdit, onDelete }: DocumentRowProps) {
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-center"
      data-testid="document-row"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted">
          <FileText className="size-5 text-muted-foreground" />
        </div>
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-medium break-words">{document.name}</p>
            <Badge tone="outline">{document.type}</Badge>
            <DocumentStatusBadge status={document.status} />
            {document.expiry ? <ExpiryBadge state={document.expiry} /> : null}
          </div>
          <p className="text-sm text-muted-foreground">
            {DOCUMENT_KIND_LABELS[document.kind]} · {document.playerName}
            {document.brandName ? ` · ${document.brandName}` : ""} · {formatDate(document.date)}
            {document.expiresOn ? ` · caduca el ${formatDate(document.expiresOn)}` : ""}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 justify-end gap-1">
        {document.fileName ? (
          <Button asChild variant="outline" size="sm">
            <a
              href={documentFileUrl(document.id)}
              download={document.fileName}
              aria-label={`Descargar ${document.name}`}
            >
              <Download /> Descargar
            </a>
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" aria-label={`Editar ${document.name}`} onClick={() => onEdit(document)}>
          <Pencil />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:text-destructive"
          aria-label={`Eliminar ${document.name}`}
          onClick={() => onDelete(document)}
        >
          <Trash2 />
        </Button>
      </div>
    </li>
  );
}
