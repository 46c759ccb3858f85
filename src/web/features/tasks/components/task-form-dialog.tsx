import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { agencyToday } from "@shared/domain/calendar-day";
import { createTaskSchema, type Task, type TaskRecordType } from "@shared/schemas/task";
import { FormDialog } from "@/components/form-dialog";
import { StaleRecordDialog } from "@/components/stale-record-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { useResetWhenOpened } from "@/hooks/use-reset-when-opened";
import { useSaveRecord } from "@/hooks/use-save-record";
import { changedInput } from "@/lib/edit-conflict";
import { useActiveMembers } from "@/lib/team-members";

import { useCreateTask, useUpdateTask } from "../api/tasks";

type FormInput = z.input<typeof createTaskSchema>;
type FormOutput = z.output<typeof createTaskSchema>;

/** The record a new task is about (the page it was created from), with its name to show. */
export type TaskRecord = { type: TaskRecordType; id: string; label: string };

const defaultsFor = (task: Task | undefined, record: TaskRecord | undefined): FormInput => ({
  title: task?.title ?? "",
  notes: task?.notes ?? "",
  dueDate: task?.dueDate ?? agencyToday(),
  dueTime: task?.dueTime ?? "",
  recordType: task ? task.recordType : (record?.type ?? null),
  recordId: task ? task.recordId : (record?.id ?? null),
  assigneeId: task?.assigneeId ?? null,
});

type TaskFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  task?: Task;
  /** A new task from a record's page is about that record. */
  record?: TaskRecord;
};

export function TaskFormDialog({ open, onOpenChange, task, record }: TaskFormDialogProps) {
  const createTask = useCreateTask();
  const updateTask = useUpdateTask();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createTaskSchema),
    defaultValues: defaultsFor(task, record),
  });
  const { errors, dirtyFields } = form.formState;
  const save = useSaveRecord({
    form,
    create: createTask,
    update: updateTask,
    valuesOf: (current: Task) => defaultsFor(current, record),
    messages: {
      created: "Tarea creada",
      updated: "Tarea actualizada",
      createFailed: "No se pudo crear la tarea",
      updateFailed: "No se pudo actualizar la tarea",
    },
    onSaved: () => onOpenChange(false),
  });
  useResetWhenOpened(open, task?.id ?? `new:${record?.id ?? ""}`, () => form.reset(defaultsFor(task, record)));
  const onSubmit = form.handleSubmit((values) => save.submit(task, values, () => changedInput(values, dirtyFields)));
  const about = task ? task.recordLabel : record?.label;
  const assignees = useActiveMembers(open);

  return (
    <>
      <StaleRecordDialog {...save.staleDialog} />
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={task ? "Editar tarea" : "Nueva tarea"}
        description={about ? `Sobre ${about}.` : "Lo que tienes que hacer y para cuándo."}
        submitLabel={task ? "Guardar cambios" : "Crear tarea"}
        pending={save.pending}
        onSubmit={onSubmit}
      >
        <Field label="Título" htmlFor="task-title" required error={errors.title?.message}>
          <Input id="task-title" placeholder="Ej: Llamar a Aqualis por la renovación" {...form.register("title")} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Día" htmlFor="task-dueDate" required error={errors.dueDate?.message}>
            <Input id="task-dueDate" type="date" {...form.register("dueDate")} />
          </Field>
          <Field label="Hora (opcional)" htmlFor="task-dueTime" error={errors.dueTime?.message}>
            <Input id="task-dueTime" type="time" {...form.register("dueTime")} />
          </Field>
        </div>
        <Field label="Para" htmlFor="task-assignee" error={errors.assigneeId?.message}>
          <NativeSelect
            id="task-assignee"
            {...form.register("assigneeId", { setValueAs: (value: string | null) => value || null })}
          >
            <option value="">Cualquiera de la agencia</option>
            {(assignees.data ?? []).map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Notas" htmlFor="task-notes" error={errors.notes?.message}>
          <Textarea id="task-notes" rows={3} {...form.register("notes")} />
        </Field>
      </FormDialog>
    </>
  );
}
