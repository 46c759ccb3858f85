import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, Loader2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";

import {
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  createApiTokenSchema,
  type ApiToken,
  type CreateApiTokenInput,
  type CreatedApiToken,
} from "@shared/schemas/api-token";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { CredentialRow } from "@/components/credential-row";
import { ErrorState } from "@/components/error-state";
import { ShownOnce } from "@/components/shown-once";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { reportServerError } from "@/lib/form-errors";
import { toast } from "@/lib/toast";

import { useApiTokens, useCreateApiToken, useRevokeApiToken } from "../api/api-tokens";

/** Configuración -> Acceso API: personal access tokens for MCP clients (Claude Desktop, Cursor...). */
export function ApiTokenSettings() {
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const form = useForm<CreateApiTokenInput>({
    resolver: zodResolver(createApiTokenSchema),
    defaultValues: { name: "", scope: "read", currentPassword: "" },
  });
  const { errors } = form.formState;
  const mcpUrl = `${window.location.origin}/api/mcp`;

  const onSubmit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (token) => {
        setCreated(token);
        form.reset({ name: "", scope: "read", currentPassword: "" });
      },
      onError: (error) => reportServerError(error, form, "No se pudo crear el token"),
    }),
  );

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Conecta un asistente compatible con MCP a{" "}
        <code className="rounded bg-muted px-1 py-0.5 text-xs break-all">{mcpUrl}</code> con la cabecera{" "}
        <code className="rounded bg-muted px-1 py-0.5 text-xs">Authorization: Bearer &lt;token&gt;</code>.
      </p>
      <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-end">
        <Field label="Nombre del token" htmlFor="token-name" required error={errors.name?.message}>
          <Input id="token-name" placeholder="Ej: Claude Desktop" {...form.register("name")} />
        </Field>
        <Field label="Alcance" htmlFor="token-scope" error={errors.scope?.message}>
          <NativeSelect id="token-scope" {...form.register("scope")}>
            {API_TOKEN_SCOPES.map((scope) => (
              <option key={scope} value={scope}>
                {API_TOKEN_SCOPE_LABELS[scope]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Loader2 className="animate-spin" /> : <KeyRound />}
          Crear token
        </Button>
        <Field
          label="Contraseña actual"
          htmlFor="token-password"
          className="sm:col-span-2"
          required
          hint="Un token es otra llave de tu agencia, también el de solo lectura: confirma que eres tú."
          error={errors.currentPassword?.message}
        >
          <Input
            id="token-password"
            type="password"
            autoComplete="current-password"
            {...form.register("currentPassword")}
          />
        </Field>
      </form>
      {created ? (
        <ShownOnce
          message={`Copia el token «${created.name}» ahora: no se volverá a mostrar.`}
          value={created.token}
          label="Token nuevo"
        />
      ) : null}
      {tokens.isPending ? (
        <p className="text-sm text-muted-foreground" role="status">
          Cargando tokens...
        </p>
      ) : tokens.isError ? (
        <ErrorState message="No se pudieron cargar los tokens." onRetry={() => void tokens.refetch()} />
      ) : tokens.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Todavía no hay tokens.</p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label="Tokens de acceso">
          {tokens.data.map((token) => (
            <CredentialRow
              key={token.id}
              testId="api-token"
              title={
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {token.name}{" "}
                  <Badge tone={token.scope === "write" ? "warning" : "outline"}>
                    {API_TOKEN_SCOPE_LABELS[token.scope]}
                  </Badge>
                </p>
              }
              createdLabel="Creado el"
              createdAt={token.createdAt}
              lastUsedAt={token.lastUsedAt}
              removeLabel={`Revocar ${token.name}`}
              onRemove={() => setRevoking(token)}
            />
          ))}
        </ul>
      )}
      <ConfirmDeleteDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="¿Revocar token?"
        description={`«${revoking?.name ?? ""}» dejará de funcionar al instante en todos los asistentes que lo usen.`}
        pending={revoke.isPending}
        confirmLabel="Revocar"
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast.success("Token revocado");
              if (created?.id === revoking.id) setCreated(null);
              setRevoking(null);
            },
            onError: () => toast.error("No se pudo revocar el token"),
          })
        }
      />
    </div>
  );
}
