import { PageHeader } from "@/components/page-header";
import { InvoiceBookCard } from "@/features/invoices/components/invoice-book-card";
import { InvoiceList } from "@/features/invoices/components/invoice-list";
import { ThirdPartyCard } from "@/features/settlements/components/third-party-card";
import { useReads } from "@/lib/session";

export function InvoicesRoute() {
  const reads = useReads();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Facturas"
        description="Las facturas de la agencia, desde las comisiones: borradores, emitidas, rectificativas y anuladas"
      />
      <InvoiceList />
      <InvoiceBookCard />
      {reads("settlements") ? <ThirdPartyCard /> : null}
    </div>
  );
}
