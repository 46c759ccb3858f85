import { useState } from "react";
import { toast } from "sonner";

import type { VerifactuStatus } from "@shared/schemas/verifactu";
import { ErrorState } from "@/components/error-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format";

import { useRemoveCertificate, useSaveVerifactu, useUploadCertificate, useVerifactu } from "../api/billing";
import { toastRefusal } from "./refusals";

/** Sending records to the AEAT: the mode, who answers for this installation, and the certificate that signs in. */
export function VerifactuSettings() {
  const status = useVerifactu();
  const upload = useUploadCertificate();
  const remove = useRemoveCertificate();
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState("");
  if (status.isPending) return <Skeleton className="h-40 rounded-lg" aria-label="Cargando VERI*FACTU" />;
  if (status.isError)
    return <ErrorState message="No se pudo cargar el estado de VERI*FACTU." onRetry={() => void status.refetch()} />;
  const current = status.data;

  const onUpload = async () => {
    if (!file) return;
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    upload.mutate(
      { fileName: file.name, content: btoa(binary), password },
      {
        onSuccess: () => {
          toast.success("Certificado guardado");
          setFile(null);
          setPassword("");
        },
        onError: toastRefusal("No se pudo guardar el certificado"),
      },
    );
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap gap-2 text-sm" aria-label="Registros de facturación">
        <Badge tone="muted">Pendientes: {current.records.pendiente}</Badge>
        <Badge tone="success">Aceptados: {current.records.aceptado}</Badge>
        <Badge tone="warning">Con errores: {current.records.aceptado_con_errores}</Badge>
        <Badge tone="destructive">Rechazados: {current.records.rechazado}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        Destino: {current.environment === "test" ? "entorno de pruebas de la AEAT" : "AEAT (producción)"} ·{" "}
        <span className="break-all">{current.endpoint}</span>
        {current.lastAttemptAt ? ` · último intento ${formatDateTime(current.lastAttemptAt)}` : ""}
      </p>
      {current.lastError ? (
        <p role="alert" className="rounded-md border border-destructive/40 p-3 text-sm text-destructive">
          {current.lastError}
        </p>
      ) : null}
      {/* Keyed by version: a save (here or in another tab, on reload) starts the form from what is stored. */}
      <VerifactuModeForm key={current.version} status={current} />
      <div className="space-y-3 border-t pt-4">
        <h3 className="font-medium">Certificado electrónico</h3>
        {current.certificate ? (
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span>
              {current.certificate.name} · subido el {formatDateTime(current.certificate.uploadedAt)}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={remove.isPending}
              onClick={() => remove.mutate(undefined, { onError: toastRefusal("No se pudo quitar el certificado") })}
            >
              Quitar certificado
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            Sin certificado: sube el .p12 o .pfx de la agencia o de su representante.
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Archivo del certificado (.p12, .pfx)" htmlFor="verifactu-certificate">
            <Input
              id="verifactu-certificate"
              type="file"
              accept=".p12,.pfx,application/x-pkcs12"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Field>
          <Field label="Contraseña del certificado" htmlFor="verifactu-certificate-password">
            <Input
              id="verifactu-certificate-password"
              type="password"
              autoComplete="off"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
        </div>
        <Button variant="outline" disabled={!file || upload.isPending} onClick={() => void onUpload()}>
          Subir certificado
        </Button>
      </div>
    </div>
  );
}

function VerifactuModeForm({ status: current }: { status: VerifactuStatus }) {
  const save = useSaveVerifactu();
  const [form, setForm] = useState({
    sending: current.sending,
    producerName: current.producerName ?? "",
    producerNif: current.producerNif ?? "",
    installationNumber: current.installationNumber,
  });
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { input: form, version: current.version },
          {
            onSuccess: () => toast.success("VERI*FACTU guardado"),
            onError: toastRefusal("No se pudo guardar VERI*FACTU"),
          },
        );
      }}
    >
      <Field label="Envío a la AEAT" htmlFor="verifactu-sending">
        <NativeSelect
          id="verifactu-sending"
          value={form.sending}
          onChange={(event) => setForm({ ...form, sending: event.target.value as "off" | "verifactu" })}
        >
          <option value="off">Desactivado (se guarda la cadena, no se envía)</option>
          <option value="verifactu">VERI*FACTU: enviar cada registro a la AEAT</option>
        </NativeSelect>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Productor (quien firma la declaración responsable)" htmlFor="verifactu-producer">
          <Input
            id="verifactu-producer"
            value={form.producerName}
            onChange={(event) => setForm({ ...form, producerName: event.target.value })}
          />
        </Field>
        <Field label="NIF del productor" htmlFor="verifactu-producer-nif">
          <Input
            id="verifactu-producer-nif"
            value={form.producerNif}
            onChange={(event) => setForm({ ...form, producerNif: event.target.value })}
          />
        </Field>
      </div>
      <Field label="Número de instalación" htmlFor="verifactu-installation">
        <Input
          id="verifactu-installation"
          value={form.installationNumber}
          onChange={(event) => setForm({ ...form, installationNumber: event.target.value })}
        />
      </Field>
      <div>
        <Button type="submit" disabled={save.isPending}>
          Guardar VERI*FACTU
        </Button>
      </div>
    </form>
  );
}
