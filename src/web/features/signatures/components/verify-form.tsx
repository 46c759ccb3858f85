import { ShieldAlert, ShieldCheck } from "lucide-react";
import { useState } from "react";

import { SIGNER_ROLE_LABELS } from "@shared/domain/signatures";
import { SIGNATURE_MESSAGES, verifyHashSchema, type SignatureVerification } from "@shared/schemas/signature";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { api, ApiError } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";

import { sha256Hex } from "../api/signatures";

type Outcome =
  | { kind: "issued"; verification: SignatureVerification }
  | { kind: "unknown"; sha256: string; message: string };

/** Upload a PDF (its hash is computed here, the file never leaves the browser) or type a hash: did Palco issue it? */
export function VerifyForm() {
  const [hash, setHash] = useState("");
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const check = async (sha256: string) => {
    setChecking(true);
    setProblem(null);
    setOutcome(null);
    try {
      setOutcome({ kind: "issued", verification: await api.get<SignatureVerification>(`/verify/${sha256}`) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404)
        setOutcome({ kind: "unknown", sha256, message: error.message });
      else setProblem(error instanceof Error ? error.message : "No se pudo comprobar");
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-xl font-bold">Comprobar un documento</h1>
        <p className="text-sm text-muted-foreground">
          Sube un PDF o escribe su huella SHA-256: te decimos si Palco lo emitió, cuándo y firmado por quién. El archivo
          no sale de tu navegador.
        </p>
      </div>
      <Field label="PDF que quieres comprobar" htmlFor="verify-file">
        <Input
          id="verify-file"
          type="file"
          accept="application/pdf"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            void file
              .arrayBuffer()
              .then(sha256Hex)
              .then((sha256) => {
                setHash(sha256);
                return check(sha256);
              });
          }}
        />
      </Field>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const typed = verifyHashSchema.safeParse(hash.trim().toLowerCase());
          if (!typed.success) return setProblem(SIGNATURE_MESSAGES.hash);
          void check(typed.data);
        }}
      >
        <Field label="O su huella SHA-256" htmlFor="verify-hash" className="min-w-0 flex-1">
          <Input id="verify-hash" value={hash} onChange={(event) => setHash(event.target.value)} spellCheck={false} />
        </Field>
        <Button type="submit" className="min-h-11" disabled={checking}>
          Comprobar
        </Button>
      </form>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      {outcome?.kind === "unknown" ? (
        <div role="status" className="flex items-start gap-3 rounded-md bg-destructive/10 p-3 text-sm">
          <ShieldAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
          <span>
            <span className="block font-semibold">{outcome.message}</span>
            <span className="block break-all text-muted-foreground">SHA-256: {outcome.sha256}</span>
            Si alguien te lo envió como firmado en Palco, no es el archivo que Palco cerró: pide el original.
          </span>
        </div>
      ) : outcome?.kind === "issued" ? (
        <Verified verification={outcome.verification} />
      ) : null}
    </div>
  );
}

function Verified({ verification }: { verification: SignatureVerification }) {
  return (
    <div role="status" className="space-y-2 rounded-md bg-success/10 p-3 text-sm">
      <p className="flex items-center gap-2 font-semibold">
        <ShieldCheck className="size-5 text-[oklch(0.42_0.12_155)]" aria-hidden="true" />
        {verification.kind === "final"
          ? "Palco emitió este documento firmado"
          : "Palco emitió este documento para firmar"}
      </p>
      <p>{verification.title}</p>
      <p className="text-muted-foreground">
        {verification.kind === "final"
          ? `Cerrado con todas las firmas el ${formatDateTime(verification.issuedAt)}`
          : `Enviado a firmar el ${formatDateTime(verification.issuedAt)}: es el original, sin las firmas`}
        {verification.sealed ? " · sellado con el certificado de la agencia" : ""}
      </p>
      <ul className="space-y-1">
        {verification.signers.map((signer) => (
          <li key={`${signer.role}-${signer.name}`}>
            {SIGNER_ROLE_LABELS[signer.role]}: {signer.name} ·{" "}
            {signer.signedAt ? `firmó el ${formatDateTime(signer.signedAt)}` : "sin firmar"}
          </li>
        ))}
      </ul>
      <p className="break-all text-xs text-muted-foreground">SHA-256: {verification.sha256}</p>
    </div>
  );
}
