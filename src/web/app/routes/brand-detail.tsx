import { Building2, FileText, Handshake, Mail } from "lucide-react";
import { Link, useParams } from "react-router";

import { EmptyState } from "@/components/empty-state";
import { ErrorState } from "@/components/error-state";
import { DealStageBadge, DocumentStatusBadge } from "@/components/status-badges";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { RecordHistory } from "@/features/activity/components/record-history";
import { useBrand, useBrandDeals, useBrandDocuments } from "@/features/brands/api/get-brand";
import { ContactLogPanel } from "@/features/contacts/components/contact-log-panel";
import { ContactsPanel } from "@/features/contacts/components/contacts-panel";
import { DealFlags, DealTerms } from "@/features/deals/components/deal-terms";
import { RecordTasks } from "@/features/tasks/components/record-tasks";
import { OPEN_PARAM } from "@/hooks/use-open-from-url";
import { ApiError } from "@/lib/api-client";
import { formatDate, initials } from "@/lib/format";

import { useDocumentTitle } from "../document-title";
import { usePageTrail } from "../layout/page-trail";

function BrandDeals({ brandId }: { brandId: string }) {
  const deals = useBrandDeals(brandId);
  if (deals.isPending) return <Skeleton className="h-32 rounded-xl" aria-label="Cargando patrocinios" />;
  if (deals.isError)
    return <ErrorState message="No se pudieron cargar los patrocinios." onRetry={() => void deals.refetch()} />;
  if (deals.data.length === 0)
    return <EmptyState icon={<Handshake className="size-6" />}>Esta marca aún no tiene patrocinios</EmptyState>;
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {deals.data.map((deal) => (
        <li key={deal.id}>
          <Card className="gap-3 p-4" data-testid="brand-deal">
            <div className="flex items-start justify-between gap-2">
              <Link
                to={paths.playerTab(deal.playerId, "deals")}
                className="font-semibold underline-offset-4 hover:underline"
              >
                {deal.playerName}
              </Link>
              <DealStageBadge stage={deal.stage} />
            </div>
            <DealFlags deal={deal} />
            <DealTerms deal={deal} showType />
            <Link
              to={`${paths.deals}?${OPEN_PARAM}=${deal.id}`}
              className="text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
            >
              Abrir en el pipeline
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function BrandDocuments({ brandId }: { brandId: string }) {
  const documents = useBrandDocuments(brandId);
  if (documents.isPending) return <Skeleton className="h-20 rounded-xl" aria-label="Cargando documentos" />;
  if (documents.isError)
    return <ErrorState message="No se pudieron cargar los documentos." onRetry={() => void documents.refetch()} />;
  if (documents.data.length === 0)
    return <EmptyState icon={<FileText className="size-6" />}>Esta marca no tiene documentos</EmptyState>;
  return (
    <ul className="divide-y rounded-xl border bg-card">
      {documents.data.map((document) => (
        <li
          key={document.id}
          className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
          data-testid="brand-document"
        >
          <div className="min-w-0">
            <Link
              to={`${paths.documents}?${OPEN_PARAM}=${document.id}`}
              className="font-medium underline-offset-4 hover:underline"
            >
              {document.name}
            </Link>
            <p className="text-xs text-muted-foreground">
              {document.type} · {document.playerName} · {formatDate(document.date)}
            </p>
          </div>
          <DocumentStatusBadge status={document.status} />
        </li>
      ))}
    </ul>
  );
}

/** A brand: its contact, every deal it has with the agency's players, and its documents. */
export function BrandDetailRoute() {
  const { brandId = "" } = useParams();
  const brand = useBrand(brandId);
  const notFound = brand.error instanceof ApiError && brand.error.status === 404;
  useDocumentTitle(brand.data?.name ?? (notFound ? "Marca no encontrada" : undefined), brand.isSuccess || notFound);
  usePageTrail("Marcas", paths.brands, brand.data?.name);

  if (brand.isPending) return <Skeleton className="h-40 rounded-xl" aria-label="Cargando marca" />;
  if (brand.isError) {
    if (notFound) {
      return (
        <EmptyState icon={<Building2 className="size-6" />} asHeading>
          Marca no encontrada
        </EmptyState>
      );
    }
    return <ErrorState message="No se pudo cargar la marca." onRetry={() => void brand.refetch()} />;
  }
  const { name, sector, contactEmail, dealCount } = brand.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-accent/25 text-lg font-bold text-accent-foreground">
          {initials(name)}
        </div>
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{name}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge tone="outline">{sector}</Badge>
            {contactEmail ? (
              <a
                href={`mailto:${contactEmail}`}
                className="flex items-center gap-1 underline-offset-4 hover:text-foreground hover:underline"
              >
                <Mail className="size-4" /> {contactEmail}
              </a>
            ) : (
              <span>Sin contacto</span>
            )}
          </div>
        </div>
      </div>
      <section className="space-y-3" aria-labelledby="brand-deals">
        <h2 id="brand-deals" className="text-lg font-semibold">
          Patrocinios ({dealCount})
        </h2>
        <BrandDeals brandId={brandId} />
      </section>
      <section className="space-y-3" aria-labelledby="brand-documents">
        <h2 id="brand-documents" className="text-lg font-semibold">
          Documentos
        </h2>
        <BrandDocuments brandId={brandId} />
      </section>
      <ContactsPanel organisation={{ brandId }} emptyText="Todavía no hay personas de esta marca." />
      <ContactLogPanel subject={{ brandId }} peopleOf={{ brandId }} />
      <RecordTasks record={{ type: "brand", id: brandId, label: brand.data.name }} />
      <RecordHistory entityType="brand" entityId={brandId} />
    </div>
  );
}
