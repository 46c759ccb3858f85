import { create } from "xmlbuilder2";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";

/** The AEAT's namespaces for the records and for the message that sends them. */
export const SF_NAMESPACE =
  "https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd";
export const SF_LR_NAMESPACE =
  "https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroLR.xsd";

/** The system that generated the record, as every record names it. */
export type InformationSystem = {
  producerName: string;
  producerNif: string;
  name: string;
  /** Two characters. */
  id: string;
  version: string;
  installationNumber: string;
  /** Whether more than one taxpayer issues with this installation. */
  severalIssuers: boolean;
};

/** The previous record of the issuer's chain, or none for the first. */
export type ChainLink = { issuerNif: string; invoiceNumber: string; invoiceDate: string; huella: string } | null;

export type InvoiceId = { issuerNif: string; invoiceNumber: string; invoiceDate: string };

export type TaxBreakdown = {
  qualification?: string;
  exemption?: string;
  vatRate: string | null;
  base: string;
  vat: string | null;
};

export type IssueRecordData = {
  invoice: InvoiceId;
  issuerName: string;
  invoiceType: string;
  /** A record sent again after the AEAT rejected the previous one. */
  previouslyRejected: boolean;
  rectification?: {
    method: "S" | "I";
    rectified: InvoiceId;
    /** By substitution: the rectified invoice's base and tax. */
    rectifiedBase?: string;
    rectifiedTax?: string;
  };
  description: string;
  recipient: {
    name: string;
    nif: string | null;
    foreign: { country: string; idType: string; id: string } | null;
  } | null;
  breakdown: TaxBreakdown[];
  totalTax: string;
  totalAmount: string;
  previous: ChainLink;
  system: InformationSystem;
  generatedAt: string;
  huella: string;
};

export type CancellationRecordData = {
  invoice: InvoiceId;
  previouslyRejected: boolean;
  previous: ChainLink;
  system: InformationSystem;
  generatedAt: string;
  huella: string;
};

const invoiceIdOf = (parent: XMLBuilder, name: string, invoice: InvoiceId, suffix = "") =>
  parent
    .ele(name)
    .ele(`sf:IDEmisorFactura${suffix}`)
    .txt(invoice.issuerNif)
    .up()
    .ele(`sf:NumSerieFactura${suffix}`)
    .txt(invoice.invoiceNumber)
    .up()
    .ele(`sf:FechaExpedicionFactura${suffix}`)
    .txt(invoice.invoiceDate)
    .up()
    .up();

function chainOf(parent: XMLBuilder, previous: ChainLink) {
  const chain = parent.ele("sf:Encadenamiento");
  if (!previous) {
    chain.ele("sf:PrimerRegistro").txt("S");
    return;
  }
  chain
    .ele("sf:RegistroAnterior")
    .ele("sf:IDEmisorFactura")
    .txt(previous.issuerNif)
    .up()
    .ele("sf:NumSerieFactura")
    .txt(previous.invoiceNumber)
    .up()
    .ele("sf:FechaExpedicionFactura")
    .txt(previous.invoiceDate)
    .up()
    .ele("sf:Huella")
    .txt(previous.huella);
}

function systemOf(parent: XMLBuilder, system: InformationSystem) {
  parent
    .ele("sf:SistemaInformatico")
    .ele("sf:NombreRazon")
    .txt(system.producerName)
    .up()
    .ele("sf:NIF")
    .txt(system.producerNif)
    .up()
    .ele("sf:NombreSistemaInformatico")
    .txt(system.name)
    .up()
    .ele("sf:IdSistemaInformatico")
    .txt(system.id)
    .up()
    .ele("sf:Version")
    .txt(system.version)
    .up()
    .ele("sf:NumeroInstalacion")
    .txt(system.installationNumber)
    .up()
    // Palco keeps the chain only to send it: it runs as VERI*FACTU, never as a system that signs and keeps records.
    .ele("sf:TipoUsoPosibleSoloVerifactu")
    .txt("S")
    .up()
    .ele("sf:TipoUsoPosibleMultiOT")
    .txt("S")
    .up()
    .ele("sf:IndicadorMultiplesOT")
    .txt(system.severalIssuers ? "S" : "N");
}

function closingOf(parent: XMLBuilder, record: { system: InformationSystem; generatedAt: string; huella: string }) {
  systemOf(parent, record.system);
  parent.ele("sf:FechaHoraHusoGenRegistro").txt(record.generatedAt);
  parent.ele("sf:TipoHuella").txt("01");
  parent.ele("sf:Huella").txt(record.huella);
}

function recipientOf(parent: XMLBuilder, recipient: NonNullable<IssueRecordData["recipient"]>) {
  const id = parent.ele("sf:Destinatarios").ele("sf:IDDestinatario");
  id.ele("sf:NombreRazon").txt(recipient.name);
  if (recipient.nif) {
    id.ele("sf:NIF").txt(recipient.nif);
    return;
  }
  if (!recipient.foreign) return;
  id.ele("sf:IDOtro")
    .ele("sf:CodigoPais")
    .txt(recipient.foreign.country)
    .up()
    .ele("sf:IDType")
    .txt(recipient.foreign.idType)
    .up()
    .ele("sf:ID")
    .txt(recipient.foreign.id);
}

function breakdownOf(parent: XMLBuilder, lines: TaxBreakdown[]) {
  const breakdown = parent.ele("sf:Desglose");
  for (const line of lines) {
    const detail = breakdown.ele("sf:DetalleDesglose");
    detail.ele("sf:Impuesto").txt("01");
    detail.ele("sf:ClaveRegimen").txt("01");
    if (line.exemption) detail.ele("sf:OperacionExenta").txt(line.exemption);
    else detail.ele("sf:CalificacionOperacion").txt(line.qualification ?? "S1");
    if (line.vatRate !== null) detail.ele("sf:TipoImpositivo").txt(line.vatRate);
    detail.ele("sf:BaseImponibleOimporteNoSujeto").txt(line.base);
    if (line.vat !== null) detail.ele("sf:CuotaRepercutida").txt(line.vat);
  }
}

/** The RegistroAlta element, on its own (the namespace declared on it): what is kept and what goes in a message. */
export function issueRecordXml(record: IssueRecordData): string {
  const root = create().ele(SF_NAMESPACE, "sf:RegistroAlta");
  root.ele("sf:IDVersion").txt("1.0");
  invoiceIdOf(root, "sf:IDFactura", record.invoice);
  root.ele("sf:NombreRazonEmisor").txt(record.issuerName);
  if (record.previouslyRejected) {
    root.ele("sf:Subsanacion").txt("S");
    root.ele("sf:RechazoPrevio").txt("X");
  }
  root.ele("sf:TipoFactura").txt(record.invoiceType);
  const { rectification } = record;
  if (rectification) {
    root.ele("sf:TipoRectificativa").txt(rectification.method);
    invoiceIdOf(root.ele("sf:FacturasRectificadas"), "sf:IDFacturaRectificada", rectification.rectified);
    if (rectification.method === "S")
      root
        .ele("sf:ImporteRectificacion")
        .ele("sf:BaseRectificada")
        .txt(rectification.rectifiedBase ?? "0.00")
        .up()
        .ele("sf:CuotaRectificada")
        .txt(rectification.rectifiedTax ?? "0.00");
  }
  root.ele("sf:DescripcionOperacion").txt(record.description);
  if (record.recipient) recipientOf(root, record.recipient);
  breakdownOf(root, record.breakdown);
  root.ele("sf:CuotaTotal").txt(record.totalTax);
  root.ele("sf:ImporteTotal").txt(record.totalAmount);
  chainOf(root, record.previous);
  closingOf(root, record);
  return root.end({ headless: true });
}

/** The RegistroAnulacion element, on its own. */
export function cancellationRecordXml(record: CancellationRecordData): string {
  const root = create().ele(SF_NAMESPACE, "sf:RegistroAnulacion");
  root.ele("sf:IDVersion").txt("1.0");
  invoiceIdOf(root, "sf:IDFactura", record.invoice, "Anulada");
  if (record.previouslyRejected) root.ele("sf:RechazoPrevio").txt("S");
  chainOf(root, record.previous);
  closingOf(root, record);
  return root.end({ headless: true });
}
