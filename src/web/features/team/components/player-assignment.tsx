import { Loader2, Users } from "lucide-react";
import { useState } from "react";

import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { useMay } from "@/lib/session";
import { useActiveMembers } from "@/lib/team-members";
import { toast } from "@/lib/toast";

import { usePlayerAssignment, useSetPlayerAssignment } from "../api/assignment";

type Current = { responsibleId: string | null; collaboratorIds: string[] };

/** Dirección names the responsible member and the collaborators from the active members. */
function AssignmentDialog({
  playerId,
  playerName,
  current,
  onClose,
}: {
  playerId: string;
  playerName: string;
  current: Current;
  onClose: () => void;
}) {
  const members = useActiveMembers();
  const save = useSetPlayerAssignment(playerId);
  const [responsibleId, setResponsibleId] = useState(current.responsibleId ?? "");
  const [collaboratorIds, setCollaboratorIds] = useState(current.collaboratorIds);
  const toggle = (id: string, on: boolean) =>
    setCollaboratorIds((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));
  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Quién lleva a {playerName}</DialogTitle>
          <DialogDescription>
            El responsable y los colaboradores ven y reciben los avisos de este jugador.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(
              {
                responsibleId: responsibleId || null,
                collaboratorIds: collaboratorIds.filter((id) => id !== responsibleId),
              },
              {
                onSuccess: () => {
                  toast.success("Equipo del jugador guardado");
                  onClose();
                },
              },
            );
          }}
        >
          {members.isPending ? (
            <Skeleton className="h-24 rounded-md" aria-label="Cargando el equipo" />
          ) : (
            <>
              <Field label="Responsable" htmlFor="assignment-responsible">
                <NativeSelect
                  id="assignment-responsible"
                  value={responsibleId}
                  onChange={(event) => setResponsibleId(event.target.value)}
                >
                  <option value="">Sin responsable</option>
                  {(members.data ?? []).map((member) => (
                    <option key={member.id} value={member.id}>
                      {member.name}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <fieldset className="grid gap-1">
                <legend className="mb-1 text-sm font-medium">Colaboradores</legend>
                {(members.data ?? [])
                  .filter((member) => member.id !== responsibleId)
                  .map((member) => (
                    <label key={member.id} className="flex min-h-11 items-center gap-3 text-sm sm:min-h-8">
                      <input
                        type="checkbox"
                        className="size-4 accent-primary"
                        checked={collaboratorIds.includes(member.id)}
                        onChange={(event) => toggle(member.id, event.target.checked)}
                      />
                      {member.name}
                    </label>
                  ))}
              </fieldset>
            </>
          )}
          {save.error ? <FormAlert>{save.error.message}</FormAlert> : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancelar
            </Button>
            <Button type="submit" disabled={save.isPending || members.isPending}>
              {save.isPending ? <Loader2 className="animate-spin" /> : null}
              Guardar
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The player's responsible member and collaborators, and for dirección the way to change them. */
export function PlayerAssignmentSummary({ playerId, playerName }: { playerId: string; playerName: string }) {
  const assignment = usePlayerAssignment(playerId);
  const mayChange = useMay("team", "edit");
  const [editing, setEditing] = useState(false);
  if (assignment.isPending) return <Skeleton className="h-12 rounded-md" aria-label="Cargando quién lo lleva" />;
  if (assignment.isError)
    return <p className="text-sm text-muted-foreground">No se pudo cargar quién lleva a este jugador.</p>;
  const { responsible, collaborators } = assignment.data;
  return (
    <div className="grid gap-2 text-sm">
      <p className="flex items-center gap-2">
        <Users className="size-4 text-muted-foreground" aria-hidden="true" />
        {responsible ? (
          <span>
            Responsable: <span className="font-medium">{responsible.name}</span>
          </span>
        ) : (
          <span className="text-muted-foreground">Sin responsable</span>
        )}
      </p>
      <p className="text-muted-foreground">
        {collaborators.length === 0
          ? "Sin colaboradores"
          : `Colaboran: ${collaborators.map((member) => member.name).join(", ")}`}
      </p>
      {mayChange ? (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setEditing(true)}>
          Cambiar quién lo lleva
        </Button>
      ) : null}
      {editing ? (
        <AssignmentDialog
          playerId={playerId}
          playerName={playerName}
          current={{
            responsibleId: responsible?.id ?? null,
            collaboratorIds: collaborators.map((member) => member.id),
          }}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </div>
  );
}
