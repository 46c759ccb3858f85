import { Building2, FileText, Handshake, ImageUp, Mail } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, useParams } from "react-router";

import { EmptyState } from "@/components/empty-state";
import { ErrorState } from "@/components/error-state";
import { RecordAvatar } from "@/components/record-picture/record-avatar";
import { DealStageBadge, DocumentStatusBadge } from "@/components/status-badges";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
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
import { formatDate } from "@/lib/format";

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

/** The brand's colours for its campaigns, or how to get them. */
function BrandColours({ primary, secondary }: { primary: string | null; secondary: string | null }) {
  const colours = [primary, secondary].filter((colour): colour is string => colour !== null);
  if (colours.length === 0)
    return <p className="text-sm text-muted-foreground">Sin colores de marca: sube su logo o ponlos al editarla.</p>;
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground">
      Colores de marca:
      {colours.map((colour) => (
        <span key={colour} className="flex items-center gap-1">
          <span aria-hidden="true" className="size-4 rounded-sm border" style={{ backgroundColor: colour }} />
          {colour}
        </span>
      ))}
    </p>
  );
}

const PictureDialog = lazy(() =>
  import("@/components/record-picture/picture-dialog").then((m) => ({ default: m.PictureDialog })),
);

/** A brand: its contact, every deal it has with the agency's players, and its documents. */
export function BrandDetailRoute() {
  const { brandId = "" } = useParams();
  const brand = useBrand(brandId);
  const [choosingLogo, setChoosingLogo] = useState(false);
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
        <RecordAvatar
          name={name}
          pictureUrl={brand.data.logoUrl}
          fit="contain"
          className="size-14 rounded-xl border bg-accent/25 text-lg text-accent-foreground"
        />
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
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" className="min-h-11 sm:min-h-8" onClick={() => setChoosingLogo(true)}>
          <ImageUp /> Logo
        </Button>
        <BrandColours primary={brand.data.primaryColor} secondary={brand.data.secondaryColor} />
      </div>
      {choosingLogo ? (
        <Suspense fallback={null}>
          <PictureDialog
            kind="logo"
            title={`Logo de ${name}`}
            path={`/brands/${brandId}/logo`}
            currentUrl={brand.data.logoUrl}
            onClose={() => setChoosingLogo(false)}
          />
        </Suspense>
      ) : null}
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
