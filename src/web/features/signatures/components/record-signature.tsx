import { FileSignature } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";

import { SIGNATURE_TEMPLATE_LABELS, type SignatureRecordType, type SignatureTemplate } from "@shared/domain/signatures";
import type { SignatureRequest } from "@shared/schemas/signature";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";

import {
  fetchPdf,
  useCreateSignature,
  useDeleteSignature,
  useRecordSignatures,
  useSendSignature,
} from "../api/signatures";
import { SignatureStatusBadge } from "./signature-status-badge";
import { SignersList } from "./signers-list";

type RecordSignatureProps = {
  recordType: SignatureRecordType;
  recordId: string;
  template: SignatureTemplate;
  /** A minor signs with his guardian, who gets a link by email. */
  minor?: boolean;
};

/**
 * A record's digital signature on its card: start one from the template (the guardian's email when the player is a
 * minor), review the filled PDF and send it, then follow it to its page.
 */
export function RecordSignature({ recordType, recordId, template, minor = false }: RecordSignatureProps) {
  const requests = useRecordSignatures(recordType, recordId);
  const create = useCreateSignature();
  const [asking, setAsking] = useState(false);
  const [guardianEmail, setGuardianEmail] = useState("");
  const latest = requests.data?.find((request) => request.template === template);
  const open = latest && ["borrador", "enviada", "firmada"].includes(latest.status) ? latest : undefined;
  const fieldError = create.error instanceof ApiError ? create.error.fields.guardianEmail : undefined;

  const start = () =>
    create.mutate(
      {
        template,
        recordType,
        recordId,
        ...(minor ? { guardianEmail } : {}),
      },
      {
        onSuccess: () => setAsking(false),
        onError: (error) => {
          if (!(error instanceof ApiError && error.fields.guardianEmail)) toast.error(error.message);
        },
      },
    );

  if (open?.status === "borrador") return <DraftReview request={open} />;
  if (open)
    return (
      <span className="flex items-center gap-2">
        <SignatureStatusBadge status={open.status} />
        <Link to={paths.signature(open.id)} className="text-sm text-primary underline-offset-4 hover:underline">
          {template === "representation-mandate"
            ? "Ver la firma"
            : `Ver la firma: ${SIGNATURE_TEMPLATE_LABELS[template].toLowerCase()}`}
        </Link>
      </span>
    );
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="min-h-11"
        disabled={create.isPending || requests.isPending}
        onClick={() => (minor ? setAsking(true) : start())}
      >
        <FileSignature />{" "}
        {template === "representation-mandate"
          ? "Firmar digitalmente"
          : `Firmar: ${SIGNATURE_TEMPLATE_LABELS[template].toLowerCase()}`}
      </Button>
      <FormDialog
        open={asking}
        onOpenChange={setAsking}
        title="Firma con el tutor legal"
        description="El jugador era menor al empezar el mandato: su tutor legal firma después de él, desde un enlace que le enviamos."
        submitLabel="Preparar el documento"
        pending={create.isPending}
        onSubmit={(event) => {
          event.preventDefault();
          start();
        }}
      >
        <Field label="Email del tutor legal" htmlFor="signature-guardian" required error={fieldError}>
          <Input
            id="signature-guardian"
            type="email"
            value={guardianEmail}
            onChange={(event) => setGuardianEmail(event.target.value)}
          />
        </Field>
      </FormDialog>
    </>
  );
}

/** A draft waits for the agent to read it: open the PDF, see who signs, then send it or throw it away. */
function DraftReview({ request }: { request: SignatureRequest }) {
  const send = useSendSignature();
  const discard = useDeleteSignature();
  const [reviewing, setReviewing] = useState(false);
  const openPdf = async () => {
    try {
      const pdf = await fetchPdf(`/signatures/${request.id}`);
      window.open(pdf.url, "_blank", "noopener");
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "No se pudo abrir el documento");
    }
  };
  return (
    <>
      <Button variant="ghost" size="sm" className="min-h-11" onClick={() => setReviewing(true)}>
        <FileSignature /> Revisar y enviar a firmar
      </Button>
      <FormDialog
        open={reviewing}
        onOpenChange={setReviewing}
        title="Revisa el documento antes de enviarlo"
        description={request.title}
        submitLabel="Enviar a firmar"
        pending={send.isPending}
        onSubmit={(event) => {
          event.preventDefault();
          // Awaited, not a mutate callback: the card turns into the request's status as soon as it is sent.
          send
            .mutateAsync(request.id)
            .then(() => {
              toast.success("Enviado a firmar", {
                description: `Avisamos a ${request.signers[0]?.name ?? "el primer firmante"}`,
              });
              setReviewing(false);
            })
            .catch((error: Error) => toast.error(error.message));
        }}
      >
        <Button type="button" variant="outline" className="min-h-11" onClick={() => void openPdf()}>
          Abrir el PDF
        </Button>
        <SignersList request={request} />
        <Button
          type="button"
          variant="ghost"
          className="min-h-11 text-destructive"
          disabled={discard.isPending}
          onClick={() => discard.mutate(request.id, { onSuccess: () => setReviewing(false) })}
        >
          Descartar el borrador
        </Button>
      </FormDialog>
    </>
  );
}
