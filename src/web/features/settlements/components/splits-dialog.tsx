import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { toast } from "sonner";

import {
  SPLIT_BASES,
  SPLIT_BASIS_LABELS,
  SPLIT_DUE_LABELS,
  SPLIT_DUES,
  type SplitBasis,
  type SplitDue,
} from "@shared/domain/splits";
import type { Splits, SplitSource } from "@shared/schemas/split";
import { FormAlert } from "@/components/form-alert";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { useResetWhenOpened } from "@/hooks/use-reset-when-opened";
import { numberFieldProps, spanishNumber } from "@/lib/number-input";
import { useActiveMembers } from "@/lib/team-members";

import { useCollaborators } from "../api/collaborators";
import { useSaveSplits } from "../api/splits";
import { CollaboratorFormDialog } from "./collaborator-form-dialog";

type LineForm = { who: string; measure: "percent" | "amount"; value: number; basis: SplitBasis; due: SplitDue };
type SplitsForm = { lines: LineForm[] };

const linesOf = (splits: Splits | undefined): LineForm[] =>
  (splits?.lines ?? []).map((line) => ({
    who: line.memberId ? `m:${line.memberId}` : `c:${line.collaboratorId}`,
    measure: line.percent !== null ? "percent" : "amount",
    value: line.percent ?? line.amount ?? 0,
    basis: line.basis,
    due: line.due,
  }));

const EMPTY_LINE: LineForm = { who: "", measure: "percent", value: 50, basis: "base", due: "received" };

type SplitsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  source: SplitSource;
  id: string;
  /** What is being split, as the dialog's description names it. */
  subject: string;
  splits: Splits | undefined;
};

/** Who else is owed part of each instalment of a deal, a mandate or an operation; the agency keeps the rest. */
export function SplitsDialog({ open, onOpenChange, source, id, subject, splits }: SplitsDialogProps) {
  const form = useForm<SplitsForm>({ defaultValues: { lines: linesOf(splits) } });
  const lines = useFieldArray({ control: form.control, name: "lines" });
  const save = useSaveSplits(source, id);
  const collaborators = useCollaborators();
  const members = useActiveMembers(open);
  const [problem, setProblem] = useState<string | null>(null);
  const [creating, setCreating] = useState<number | null>(null);
  useResetWhenOpened(open, id, () => {
    setProblem(null);
    form.reset({ lines: linesOf(splits) });
  });
  const externals = (collaborators.data ?? []).filter((collaborator) => collaborator.memberId === null);

  const onSubmit = form.handleSubmit((input) => {
    setProblem(null);
    if (input.lines.some((line) => line.who === "")) return setProblem("Elige a quién corresponde cada línea");
    if (input.lines.some((line) => !Number.isFinite(line.value) || line.value <= 0))
      return setProblem("Cada línea necesita un porcentaje o un importe mayor que 0");
    save.mutate(
      {
        lines: input.lines.map((line) => ({
          ...(line.who.startsWith("m:") ? { memberId: line.who.slice(2) } : { collaboratorId: line.who.slice(2) }),
          ...(line.measure === "percent" ? { percent: line.value } : { amount: line.value }),
          basis: line.basis,
          due: line.due,
        })),
      },
      {
        onSuccess: (saved) => {
          toast.success("Reparto guardado", {
            description: saved.instalments
              ? `Aplicado a ${saved.instalments} ${saved.instalments === 1 ? "cuota" : "cuotas"}`
              : "Se aplicará a sus cuotas cuando las haya",
          });
          onOpenChange(false);
        },
        onError: (error) => setProblem(error.message),
      },
    );
  });

  return (
    <>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Reparto de honorarios"
        description={`${subject}. Cada línea se aplica a cada cuota; la agencia se queda con el resto.`}
        submitLabel="Guardar reparto"
        pending={save.isPending}
        onSubmit={onSubmit}
        className="sm:max-w-2xl"
      >
        {lines.fields.length === 0 ? (
          <p className="text-sm text-muted-foreground">Sin reparto: la agencia se queda con todo.</p>
        ) : null}
        {lines.fields.map((field, index) => (
          <fieldset key={field.id} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2">
            <legend className="px-1 text-sm font-medium">Línea {index + 1}</legend>
            <Field label="Para" htmlFor={`split-who-${index}`}>
              <NativeSelect
                id={`split-who-${index}`}
                {...form.register(`lines.${index}.who`, {
                  onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
                    if (event.target.value === "new") {
                      form.setValue(`lines.${index}.who`, "");
                      setCreating(index);
                    }
                  },
                })}
              >
                <option value="">Elige…</option>
                {externals.length > 0 ? (
                  <optgroup label="Colaboradores">
                    {externals.map((collaborator) => (
                      <option key={collaborator.id} value={`c:${collaborator.id}`}>
                        {collaborator.name}
                      </option>
                    ))}
                  </optgroup>
                ) : null}
                {members.data?.length ? (
                  <optgroup label="Equipo">
                    {members.data.map((member) => (
                      <option key={member.id} value={`m:${member.id}`}>
                        {member.name}
                      </option>
                    ))}
                  </optgroup>
                ) : null}
                <option value="new">+ Nuevo colaborador…</option>
              </NativeSelect>
            </Field>
            <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-2">
              <Field label="Parte" htmlFor={`split-value-${index}`}>
                <Input
                  id={`split-value-${index}`}
                  {...numberFieldProps}
                  {...form.register(`lines.${index}.value`, { setValueAs: spanishNumber(Number.NaN) })}
                />
              </Field>
              <Field label="En" htmlFor={`split-measure-${index}`}>
                <NativeSelect id={`split-measure-${index}`} {...form.register(`lines.${index}.measure`)}>
                  <option value="percent">%</option>
                  <option value="amount">€ fijos</option>
                </NativeSelect>
              </Field>
            </div>
            <Field label="Se calcula" htmlFor={`split-basis-${index}`}>
              <NativeSelect id={`split-basis-${index}`} {...form.register(`lines.${index}.basis`)}>
                {SPLIT_BASES.map((basis) => (
                  <option key={basis} value={basis}>
                    {SPLIT_BASIS_LABELS[basis]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <div className="flex items-end gap-2">
              <Field label="Se debe" htmlFor={`split-due-${index}`} className="flex-1">
                <NativeSelect id={`split-due-${index}`} {...form.register(`lines.${index}.due`)}>
                  {SPLIT_DUES.map((due) => (
                    <option key={due} value={due}>
                      {SPLIT_DUE_LABELS[due]}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="min-h-11 min-w-11 text-destructive hover:text-destructive"
                aria-label={`Quitar la línea ${index + 1}`}
                onClick={() => lines.remove(index)}
              >
                <Trash2 />
              </Button>
            </div>
          </fieldset>
        ))}
        <Button type="button" variant="outline" onClick={() => lines.append(EMPTY_LINE)}>
          <Plus /> Añadir línea
        </Button>
        {problem ? <FormAlert>{problem}</FormAlert> : null}
      </FormDialog>
      <CollaboratorFormDialog
        open={creating !== null}
        onOpenChange={(next) => !next && setCreating(null)}
        onSaved={(collaborator) => {
          if (creating !== null) form.setValue(`lines.${creating}.who`, `c:${collaborator.id}`);
          void collaborators.refetch();
        }}
      />
    </>
  );
}
