import { FileText, Upload } from "lucide-react";
import { lazy, Suspense } from "react";

import type { PalcoDocument } from "@shared/schemas/document";
import { EmptyState } from "@/components/empty-state";
import { ErrorState } from "@/components/error-state";
import { ExportCsvButton } from "@/components/export-csv-button";
import { LoadMoreButton } from "@/components/load-more-button";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { useBrandOptions } from "@/features/brands/api/get-brands";
import { useDocuments } from "@/features/documents/api/get-documents";
import { DocumentRow } from "@/features/documents/components/document-row";
import { useOpenFromUrl } from "@/hooks/use-open-from-url";
import { useRecordDialogs } from "@/hooks/use-record-dialogs";
import { usePlayerOptions } from "@/lib/player-options";

const DocumentFormDialog = lazy(() =>
  import("@/features/documents/components/document-form-dialog").then((m) => ({ default: m.DocumentFormDialog })),
);
const DeleteDocumentDialog = lazy(() =>
  import("@/features/documents/components/delete-document-dialog").then((m) => ({ default: m.DeleteDocumentDialog })),
);

export function DocumentsRoute() {
  const documents = useDocuments();
  const players = usePlayerOptions();
  const brands = useBrandOptions();
  const dialogs = useRecordDialogs<PalcoDocument>();
  useOpenFromUrl<PalcoDocument>("documents", dialogs.openForm, "Documento no encontrado");
  const items = documents.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Documentos"
        description="Contratos, NDA y demás documentos de tus jugadores"
        actions={
          <>
            <ExportCsvButton resource="documents" />
            <Button onClick={() => dialogs.openForm(undefined)}>
              <Upload /> Subir Documento
            </Button>
          </>
        }
      />
      {documents.isPending ? (
        <p className="text-sm text-muted-foreground" role="status">
          Cargando...
        </p>
      ) : documents.isError ? (
        <ErrorState message="No se pudieron cargar los documentos." onRetry={() => void documents.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<FileText className="size-6" />}
          action={
            <Button onClick={() => dialogs.openForm(undefined)}>
              <Upload /> Subir Documento
            </Button>
          }
        >
          Todavía no hay documentos. Aquí guardas contratos, mandatos y facturas, con su estado y su jugador o marca.
        </EmptyState>
      ) : (
        <div className="space-y-4">
          <ul className="space-y-3">
            {items.map((document) => (
              <DocumentRow
                key={document.id}
                document={document}
                onEdit={dialogs.openForm}
                onDelete={dialogs.askDelete}
              />
            ))}
          </ul>
          <LoadMoreButton pages={documents} />
        </div>
      )}
      <Suspense fallback={null}>
        {dialogs.form.used ? (
          <DocumentFormDialog
            open={dialogs.form.open}
            onOpenChange={dialogs.form.onOpenChange}
            players={players.data ?? []}
            brands={brands.data ?? []}
            document={dialogs.form.editing}
          />
        ) : null}
        {dialogs.remove.used ? (
          <DeleteDocumentDialog document={dialogs.remove.target} onClose={dialogs.remove.close} />
        ) : null}
      </Suspense>
    </div>
  );
}
