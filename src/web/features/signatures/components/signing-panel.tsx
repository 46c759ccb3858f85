import { FileText, ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";

import type { SignatureRequest } from "@shared/schemas/signature";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { toast } from "@/lib/toast";

import { fetchPdf, useRefuseSignature, useRequestCode, useSign } from "../api/signatures";
import { SignaturePad } from "./signature-pad";
import { SignatureStatusBadge } from "./signature-status-badge";
import { SignersList } from "./signers-list";

const errorOf = (error: unknown) => (error instanceof ApiError ? error : null);

/** The document, opened from its base: its address to read it and the SHA-256 of the bytes read. */
function usePdf(base: string) {
  const [pdf, setPdf] = useState<{ url: string; sha256: string } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  useEffect(() => () => (pdf ? URL.revokeObjectURL(pdf.url) : undefined), [pdf]);
  const open = async () => {
    setOpening(true);
    setFailed(null);
    try {
      setPdf(await fetchPdf(base));
    } catch (error) {
      setFailed(error instanceof Error ? error.message : "No se pudo abrir el documento");
    } finally {
      setOpening(false);
    }
  };
  return { pdf, failed, opening, open };
}

type SigningPanelProps = {
  /** Where the request is read and signed (signatureBases). */
  base: string;
  request: SignatureRequest;
  /** The signer the reader is; none for a member who only follows it. */
  signerId: string | undefined;
};

/**
 * Reading and signing one document: open the whole PDF, type the name, draw or accept a signature, confirm with
 * the code sent to the signer. Or decline, saying why. Whoever is not in turn sees where it stands.
 */
export function SigningPanel({ base, request, signerId }: SigningPanelProps) {
  const me = request.signers.find((signer) => signer.id === signerId);
  const inTurn = me !== undefined && request.inTurn === me.id;
  const document = usePdf(base);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h1 className="text-xl font-bold break-words">{request.title}</h1>
          {request.sentAt ? (
            <p className="text-sm text-muted-foreground">Enviado el {formatDateTime(request.sentAt)}</p>
          ) : null}
        </div>
        <SignatureStatusBadge status={request.status} />
      </div>
      {request.statusReason ? (
        <p role="status" className="rounded-md bg-muted p-3 text-sm">
          {request.statusReason}
        </p>
      ) : null}
      <section className="space-y-2" aria-labelledby="signing-document">
        <h2 id="signing-document" className="font-semibold">
          {request.status === "firmada" ? "Documento firmado" : "1. Lee el documento"}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            type="button"
            variant="outline"
            className="min-h-11"
            onClick={() => void document.open()}
            disabled={document.opening}
          >
            <FileText /> {document.pdf ? "Volver a cargar" : "Abrir el documento"}
          </Button>
          {document.pdf ? (
            <a
              href={document.pdf.url}
              target="_blank"
              rel="noreferrer"
              className="text-sm text-primary underline-offset-4 hover:underline"
            >
              Abrir en otra pestaña
            </a>
          ) : null}
        </div>
        {document.failed ? (
          <p role="alert" className="text-sm text-destructive">
            {document.failed}
          </p>
        ) : null}
        {document.pdf ? (
          <>
            <iframe
              title={`Documento: ${request.title}`}
              src={document.pdf.url}
              className="hidden h-[32rem] w-full rounded-md border sm:block"
            />
            <p className="text-xs break-all text-muted-foreground">
              SHA-256 del documento abierto: {document.pdf.sha256}
            </p>
          </>
        ) : null}
      </section>
      {inTurn ? (
        <SignForm base={base} name={me.name} seenSha256={document.pdf?.sha256 ?? null} />
      ) : me?.signedAt ? (
        <p className="flex items-center gap-2 text-sm">
          <ShieldCheck className="size-4 text-[oklch(0.42_0.12_155)]" /> Firmaste el {formatDateTime(me.signedAt)}
        </p>
      ) : me && request.status === "enviada" ? (
        <p className="text-sm text-muted-foreground">
          Aún no te toca firmar: falta la firma de{" "}
          {request.signers.find((signer) => signer.id === request.inTurn)?.name ?? "otro firmante"}.
        </p>
      ) : null}
      <section className="space-y-2" aria-labelledby="signing-signers">
        <h2 id="signing-signers" className="font-semibold">
          Firmantes
        </h2>
        <SignersList request={request} />
      </section>
    </div>
  );
}

function SignForm({ base, name, seenSha256 }: { base: string; name: string; seenSha256: string | null }) {
  const requestCode = useRequestCode();
  const sign = useSign();
  const refuse = useRefuseSignature();
  const [readAll, setReadAll] = useState(false);
  const [typedName, setTypedName] = useState("");
  const [drawn, setDrawn] = useState(false);
  const [drawing, setDrawing] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState("");
  const problem = errorOf(sign.error);
  const refuseProblem = errorOf(refuse.error);

  const askCode = () =>
    requestCode.mutate(base, {
      onSuccess: ({ sentBy }) =>
        toast.success("Código enviado", {
          description: sentBy.includes("email") ? "Revisa tu correo" : "Revisa las notificaciones de tu móvil",
        }),
    });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!seenSha256) return;
    // Awaited, not a mutate callback: once signed, the form gives way to the request as it stands.
    sign
      .mutateAsync({ base, input: { code, typedName, drawing: drawn ? drawing : null, seenSha256, readAll: true } })
      .then(({ completed }) =>
        toast.success("Documento firmado", {
          description: completed ? "Todas las firmas están dadas" : "Avisamos al siguiente firmante",
        }),
      )
      // A refusal is shown by the form, under its field.
      .catch(() => undefined);
  };

  return (
    <form className="space-y-4" onSubmit={submit} aria-labelledby="signing-sign">
      <h2 id="signing-sign" className="font-semibold">
        2. Firma
      </h2>
      <label className="flex min-h-11 items-start gap-3 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-primary"
          checked={readAll}
          disabled={!seenSha256}
          onChange={(event) => setReadAll(event.target.checked)}
        />
        {seenSha256 ? "He leído el documento completo" : "Abre el documento para poder firmarlo"}
      </label>
      <Field label="Tu nombre completo" htmlFor="sign-name" error={problem?.fields.typedName}>
        <Input
          id="sign-name"
          autoComplete="name"
          placeholder={name}
          value={typedName}
          onChange={(event) => setTypedName(event.target.value)}
        />
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Tu firma</legend>
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input
            type="radio"
            name="sign-how"
            className="accent-primary"
            checked={!drawn}
            onChange={() => setDrawn(false)}
          />
          Firmar con mi nombre escrito
        </label>
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input
            type="radio"
            name="sign-how"
            className="accent-primary"
            checked={drawn}
            onChange={() => setDrawn(true)}
          />
          Dibujar mi firma
        </label>
        {drawn ? <SignaturePad label="Recuadro para dibujar tu firma" onChange={setDrawing} /> : null}
        {problem?.fields.drawing ? <p className="text-sm text-destructive">{problem.fields.drawing}</p> : null}
      </fieldset>
      <div className="space-y-2">
        <Button type="button" variant="outline" className="min-h-11" onClick={askCode} disabled={requestCode.isPending}>
          {requestCode.isSuccess ? "Enviar otro código" : "Enviarme el código"}
        </Button>
        {requestCode.error ? (
          <p role="alert" className="text-sm text-destructive">
            {requestCode.error.message}
          </p>
        ) : null}
        <Field label="Código de 6 cifras" htmlFor="sign-code" error={problem?.fields.code}>
          <Input
            id="sign-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))}
          />
        </Field>
      </div>
      {problem && Object.keys(problem.fields).length === 0 ? (
        <p role="alert" className="text-sm text-destructive">
          {problem.message}
        </p>
      ) : null}
      <Button
        type="submit"
        className="min-h-11 w-full sm:w-auto"
        disabled={
          !readAll || !seenSha256 || code.length !== 6 || !typedName.trim() || (drawn && !drawing) || sign.isPending
        }
      >
        Firmar el documento
      </Button>
      <div className="border-t pt-3">
        {refusing ? (
          <div className="space-y-2">
            <Field label="Por qué no firmas" htmlFor="sign-refuse" error={refuseProblem?.fields.reason}>
              <Textarea id="sign-refuse" rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
            </Field>
            <Button
              type="button"
              variant="destructive"
              className="min-h-11"
              disabled={refuse.isPending}
              onClick={() => refuse.mutate({ base, reason })}
            >
              Rechazar el documento
            </Button>
          </div>
        ) : (
          <Button type="button" variant="ghost" className="min-h-11" onClick={() => setRefusing(true)}>
            No voy a firmar
          </Button>
        )}
      </div>
    </form>
  );
}
