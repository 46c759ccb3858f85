import { XMLParser } from "fast-xml-parser";

import { SF_LR_NAMESPACE, SF_NAMESPACE } from "./record-xml";

const SOAP_NAMESPACE = "http://schemas.xmlsoap.org/soap/envelope/";
const escape = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char]!);

/**
 * The message that carries up to 1,000 records of one taxpayer (RegFactuSistemaFacturacion). The records are
 * put in as they were generated and kept, each declaring its own namespace.
 */
export function registrationMessage(taxpayer: { name: string; nif: string }, recordsXml: string[]): string {
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<soapenv:Envelope xmlns:soapenv="${SOAP_NAMESPACE}">`,
    `<soapenv:Header/>`,
    `<soapenv:Body>`,
    `<sfLR:RegFactuSistemaFacturacion xmlns:sfLR="${SF_LR_NAMESPACE}" xmlns:sf="${SF_NAMESPACE}">`,
    `<sfLR:Cabecera><sf:ObligadoEmision><sf:NombreRazon>${escape(taxpayer.name)}</sf:NombreRazon><sf:NIF>${escape(taxpayer.nif)}</sf:NIF></sf:ObligadoEmision></sfLR:Cabecera>`,
    ...recordsXml.map((xml) => `<sfLR:RegistroFactura>${xml}</sfLR:RegistroFactura>`),
    `</sfLR:RegFactuSistemaFacturacion>`,
    `</soapenv:Body>`,
    `</soapenv:Envelope>`,
  ].join("\n");
}

export type LineAnswer = {
  invoiceNumber: string;
  operation: "Alta" | "Anulacion";
  state: "Correcto" | "AceptadoConErrores" | "Incorrecto";
  code: string | null;
  message: string | null;
  duplicate: boolean;
};

export type RegistrationAnswer =
  | { kind: "answered"; waitSeconds: number; receipt: string | null; lines: LineAnswer[] }
  | { kind: "fault"; message: string };

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  isArray: (name) => name === "RespuestaLinea",
});

type Node = Record<string, unknown>;
const text = (value: unknown) => (value === undefined || value === null ? null : String(value));

/** The AEAT's answer (RespuestaRegFactuSistemaFacturacion, or a SOAP fault for the whole message). */
export function parseRegistrationAnswer(xml: string): RegistrationAnswer {
  const body = ((parser.parse(xml) as Node).Envelope as Node | undefined)?.Body as Node | undefined;
  const fault = body?.Fault as Node | undefined;
  if (fault) return { kind: "fault", message: text(fault.faultstring) ?? "La AEAT rechazó el envío" };
  const answer = body?.RespuestaRegFactuSistemaFacturacion as Node | undefined;
  if (!answer) return { kind: "fault", message: "La AEAT respondió algo que no es una respuesta de registro" };
  const lines = ((answer.RespuestaLinea as Node[] | undefined) ?? []).map((line): LineAnswer => {
    const id = (line.IDFactura ?? {}) as Node;
    const operation = (line.Operacion ?? {}) as Node;
    const code = text(line.CodigoErrorRegistro);
    return {
      invoiceNumber: text(id.NumSerieFactura) ?? "",
      operation: text(operation.TipoOperacion) === "Anulacion" ? "Anulacion" : "Alta",
      state: (text(line.EstadoRegistro) ?? "Incorrecto") as LineAnswer["state"],
      code,
      message: text(line.DescripcionErrorRegistro),
      // The AEAT already holds this record (a message that reached it before a crash): it stands as accepted.
      duplicate: line.RegistroDuplicado !== undefined || code === "3000",
    };
  });
  return {
    kind: "answered",
    waitSeconds: Number(text(answer.TiempoEsperaEnvio) ?? 60) || 60,
    receipt: text(answer.CSV),
    lines,
  };
}
