import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TLSSocket } from "node:tls";
import { XMLParser } from "fast-xml-parser";

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  isArray: (name) => name === "RegistroFactura",
});

type Received = { number: string; operation: "Alta" | "Anulacion"; previouslyRejected: boolean };

/**
 * The AEAT's VERI*FACTU service as its published messages describe it, on loopback over TLS that demands the
 * taxpayer's client certificate. Each record is answered Correcto unless told to accept it with errors or reject
 * it; one it already holds is answered as a duplicate (3000); an outage answers 503 to everything.
 */
export async function startAeatDouble() {
  const { dir, file } = makeCertificatesWithExtensions();
  const state = {
    outage: false,
    /** How long the answer takes: long enough for a second sender to try meanwhile. */
    delayMs: 0,
    waitSeconds: 60,
    reject: new Set<string>(),
    withErrors: new Set<string>(),
    messages: [] as string[],
    received: [] as Received[],
    accepted: new Set<string>(),
    clientNames: [] as string[],
  };
  const server: Server = createServer(
    {
      key: readFileSync(file("server.key")),
      cert: readFileSync(file("server.crt")),
      ca: readFileSync(file("ca.crt")),
      requestCert: true,
      rejectUnauthorized: true,
    },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        if (state.outage) {
          response.writeHead(503).end("Servicio no disponible");
          return;
        }
        const body = Buffer.concat(chunks).toString("utf8");
        state.messages.push(body);
        state.clientNames.push(String((request.socket as TLSSocket).getPeerCertificate().subject.CN));
        const parsed = parser.parse(body) as {
          Envelope: {
            Body: {
              RegFactuSistemaFacturacion: {
                Cabecera: { ObligadoEmision: { NIF: string } };
                RegistroFactura: Record<string, Record<string, unknown>>[];
              };
            };
          };
        };
        const message = parsed.Envelope.Body.RegFactuSistemaFacturacion;
        const lines = message.RegistroFactura.map((entry) => {
          const alta = entry.RegistroAlta as { IDFactura: Record<string, string>; RechazoPrevio?: string } | undefined;
          const anulacion = entry.RegistroAnulacion as
            | { IDFactura: Record<string, string>; RechazoPrevio?: string }
            | undefined;
          const id = alta?.IDFactura ?? anulacion?.IDFactura ?? {};
          const operation = alta ? ("Alta" as const) : ("Anulacion" as const);
          const number = id.NumSerieFactura ?? id.NumSerieFacturaAnulada ?? "";
          state.received.push({ number, operation, previouslyRejected: Boolean((alta ?? anulacion)?.RechazoPrevio) });
          const key = `${operation}:${number}`;
          const rejected = state.reject.has(number) && !(alta ?? anulacion)?.RechazoPrevio;
          const duplicate = state.accepted.has(key);
          if (!rejected && !duplicate) state.accepted.add(key);
          const outcome = duplicate
            ? `<tikR:EstadoRegistro>Incorrecto</tikR:EstadoRegistro><tikR:CodigoErrorRegistro>3000</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>Registro de facturación duplicado.</tikR:DescripcionErrorRegistro><tikR:RegistroDuplicado><tik:EstadoRegistroDuplicado>Correcta</tik:EstadoRegistroDuplicado></tikR:RegistroDuplicado>`
            : rejected
              ? `<tikR:EstadoRegistro>Incorrecto</tikR:EstadoRegistro><tikR:CodigoErrorRegistro>1100</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>Valor o tipo incorrecto del campo: NIF del sistema informático</tikR:DescripcionErrorRegistro>`
              : state.withErrors.has(number)
                ? `<tikR:EstadoRegistro>AceptadoConErrores</tikR:EstadoRegistro><tikR:CodigoErrorRegistro>2000</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>El cálculo de la huella suministrada es incorrecta.</tikR:DescripcionErrorRegistro>`
                : `<tikR:EstadoRegistro>Correcto</tikR:EstadoRegistro>`;
          return `<tikR:RespuestaLinea><tikR:IDFactura><tik:IDEmisorFactura>${message.Cabecera.ObligadoEmision.NIF}</tik:IDEmisorFactura><tik:NumSerieFactura>${number}</tik:NumSerieFactura><tik:FechaExpedicionFactura>${id.FechaExpedicionFactura ?? id.FechaExpedicionFacturaAnulada ?? ""}</tik:FechaExpedicionFactura></tikR:IDFactura><tikR:Operacion><tik:TipoOperacion>${operation}</tik:TipoOperacion></tikR:Operacion>${outcome}</tikR:RespuestaLinea>`;
        });
        const answer = `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/RespuestaSuministro.xsd" xmlns:tik="https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd"><tikR:CSV>A-PRUEBA${state.messages.length}</tikR:CSV><tikR:TiempoEsperaEnvio>${state.waitSeconds}</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>Correcto</tikR:EstadoEnvio>${lines.join("")}</tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>`;
        setTimeout(
          () => response.writeHead(200, { "Content-Type": "text/xml; charset=utf-8" }).end(answer),
          state.delayMs,
        );
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`,
    ca: readFileSync(file("ca.crt"), "utf8"),
    clientP12: readFileSync(file("client.p12")),
    clientPassword: "clave-del-certificado",
    state,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function makeCertificatesWithExtensions() {
  const dir = mkdtempSync(path.join(tmpdir(), "palco-aeat-"));
  const file = (name: string) => path.join(dir, name);
  const openssl = (args: string[]) => execFileSync("openssl", args, { stdio: "pipe" });
  openssl([
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-keyout",
    file("ca.key"),
    "-out",
    file("ca.crt"),
    "-days",
    "2",
    "-subj",
    "/CN=AEAT de pruebas",
  ]);
  const sign = (name: string, subject: string, extension: string) => {
    writeFileSync(file(`${name}.ext`), extension);
    openssl([
      "req",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      file(`${name}.key`),
      "-out",
      file(`${name}.csr`),
      "-subj",
      subject,
    ]);
    openssl([
      "x509",
      "-req",
      "-in",
      file(`${name}.csr`),
      "-CA",
      file("ca.crt"),
      "-CAkey",
      file("ca.key"),
      "-CAcreateserial",
      "-out",
      file(`${name}.crt`),
      "-days",
      "2",
      "-extfile",
      file(`${name}.ext`),
    ]);
  };
  sign("server", "/CN=127.0.0.1", "subjectAltName=IP:127.0.0.1\n");
  sign("client", "/CN=Palco Sports Management SL", "extendedKeyUsage=clientAuth\n");
  openssl([
    "pkcs12",
    "-export",
    "-inkey",
    file("client.key"),
    "-in",
    file("client.crt"),
    "-out",
    file("client.p12"),
    "-passout",
    "pass:clave-del-certificado",
  ]);
  return { dir, file };
}
