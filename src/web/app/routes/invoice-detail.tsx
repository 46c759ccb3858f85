import { useParams } from "react-router";

import { Breadcrumb } from "@/components/breadcrumb";
import { paths } from "@/config/paths";
import { InvoiceDetail } from "@/features/invoices/components/invoice-detail";

export function InvoiceDetailRoute() {
  const { id = "" } = useParams();
  return (
    <div className="space-y-4">
      <Breadcrumb parent="Facturas" to={paths.invoices} current="Factura" />
      <InvoiceDetail id={id} />
    </div>
  );
}
