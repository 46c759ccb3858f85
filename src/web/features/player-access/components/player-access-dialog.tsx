import { Copy, KeyRound, Loader2 } from "lucide-react";
import { useState } from "react";

import { isLoopbackUrl } from "@shared/domain/loopback";
import type { PlayerAccess, PlayerInvitation } from "@shared/schemas/player-access";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate, formatDateTime } from "@/lib/format";
import { toast } from "@/lib/toast";

import { useGivePlayerAccess, usePlayerAccess, useRevokePlayerAccess } from "../api/player-access";

function describeAccess(access: PlayerAccess): string {
  if (access.status === "active")
    return access.lastUsedAt
      ? `Tiene acceso a su app. Último uso: ${formatDateTime(access.lastUsedAt)}.`
      : "Tiene acceso a su app.";
  if (access.status === "invited" && access.expiresAt)
    return `Tiene un enlace sin usar, válido hasta el ${formatDate(access.expiresAt)}.`;
  return "Todavía no tiene acceso a Palco.";
}

/** The link just made, to copy and send to the player: it is not shown again. */
function InvitationLink({ invitation }: { invitation: PlayerInvitation }) {
  return (
    <div className="space-y-2">
      <label htmlFor="player-access-link" className="text-sm font-medium">
        Enlace para el jugador
      </label>
      <div className="flex gap-2">
        <Input id="player-access-link" readOnly value={invitation.url} onFocus={(event) => event.target.select()} />
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            void navigator.clipboard
              .writeText(invitation.url)
              .then(() => toast.success("Enlace copiado"))
              .catch(() => toast.error("No se pudo copiar: selecciona el enlace y cópialo"))
          }
        >
          <Copy /> Copiar enlace
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Válido hasta el {formatDate(invitation.expiresAt)} y para un solo uso: con él, el jugador crea su contraseña y
        entra en su app. Envíaselo por un canal privado.
      </p>
      {isLoopbackUrl(invitation.url) ? (
        <p role="alert" className="rounded-md border border-warning/50 bg-warning/15 p-3 text-sm">
          Este enlace apunta a «{new URL(invitation.url).host}», que solo funciona en este ordenador: desde el móvil del
          jugador no abrirá. Configura PALCO_PUBLIC_URL con la dirección por la que se llega a Palco y genera un enlace
          nuevo.
        </p>
      ) : null}
    </div>
  );
}

/** The player's access to their own app: give it (a one-time link), send a new link, or take it away. */
export function PlayerAccessDialog({ player, onClose }: { player: { id: string; name: string }; onClose: () => void }) {
  const access = usePlayerAccess(player.id);
  const give = useGivePlayerAccess(player.id);
  const revoke = useRevokePlayerAccess(player.id);
  const [revoking, setRevoking] = useState(false);
  const status = access.data?.status;

  return (
    <>
      <Dialog open onOpenChange={(open) => !open && onClose()}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Acceso de {player.name}</DialogTitle>
            <DialogDescription>
              Su propia app, en el móvil: lo que espera su aprobación, su agenda, sus patrocinios y sus noticias. Solo
              ve lo suyo.
            </DialogDescription>
          </DialogHeader>
          {access.isPending ? (
            <Skeleton className="h-10" />
          ) : access.isError ? (
            <ErrorState message="No se pudo cargar el acceso del jugador." onRetry={() => void access.refetch()} />
          ) : (
            <div className="space-y-4">
              <p className="text-sm" data-testid="player-access-status">
                {describeAccess(access.data)}
                {access.data.username ? (
                  <>
                    {" "}
                    Entra con el usuario <strong className="break-all">{access.data.username}</strong>.
                  </>
                ) : null}
              </p>
              {give.data ? <InvitationLink invitation={give.data} /> : null}
            </div>
          )}
          <DialogFooter className="gap-2">
            {status === "active" ? (
              <Button variant="outline" onClick={() => setRevoking(true)}>
                Quitar acceso
              </Button>
            ) : null}
            {status ? (
              <Button
                disabled={give.isPending}
                onClick={() =>
                  give.mutate(undefined, {
                    onError: (error) => toast.error("No se pudo crear el enlace", { description: error.message }),
                  })
                }
              >
                {give.isPending ? <Loader2 className="animate-spin" /> : <KeyRound />}
                {status === "none" && !give.data ? "Dar acceso al jugador" : "Enviar nuevo enlace"}
              </Button>
            ) : null}
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ConfirmDeleteDialog
        open={revoking}
        onOpenChange={setRevoking}
        title="¿Quitar el acceso?"
        description={`${player.name} dejará de poder entrar en su app, también en los dispositivos donde ya ha entrado. Podrás darle acceso de nuevo con otro enlace.`}
        confirmLabel="Quitar acceso"
        pending={revoke.isPending}
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => {
              setRevoking(false);
              give.reset();
              toast.success("Acceso quitado");
            },
            onError: (error) => toast.error("No se pudo quitar el acceso", { description: error.message }),
          })
        }
      />
    </>
  );
}
