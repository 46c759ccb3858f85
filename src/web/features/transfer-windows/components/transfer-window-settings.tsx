import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Plus, Trash2 } from "lucide-react";
import { Controller, useForm } from "react-hook-form";

import { formatMonthDay } from "@shared/domain/transfer-windows";
import { createTransferWindowSchema, type CreateTransferWindowInput } from "@shared/schemas/transfer-window";
import { DayMonthPicker } from "@/components/day-month-picker";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { reportServerError } from "@/lib/form-errors";
import { toast } from "@/lib/toast";

import { useCreateTransferWindow, useDeleteTransferWindow, useTransferWindows } from "../api/transfer-windows";

const EMPTY: CreateTransferWindowInput = { league: "", name: "", startDay: "", endDay: "" };

/** Each league's yearly transfer windows: listed, added and removed; the calendar and its feed show them. */
export function TransferWindowSettings() {
  const windows = useTransferWindows();
  const createWindow = useCreateTransferWindow();
  const deleteWindow = useDeleteTransferWindow();
  const form = useForm<CreateTransferWindowInput>({
    resolver: zodResolver(createTransferWindowSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    createWindow.mutate(values, {
      onSuccess: () => {
        toast.success("Ventana de traspasos añadida");
        form.reset(EMPTY);
      },
      onError: (error) => reportServerError(error, form, "No se pudo añadir la ventana"),
    }),
  );

  return (
    <div className="space-y-5">
      {windows.isPending ? (
        <p className="text-sm text-muted-foreground">Cargando...</p>
      ) : windows.isError ? (
        <ErrorState message="No se pudieron cargar las ventanas." onRetry={() => void windows.refetch()} />
      ) : windows.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No hay ventanas de traspasos definidas</p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label="Ventanas de traspasos">
          {windows.data.map((window) => (
            <li key={window.id} className="flex items-center gap-3 px-3 py-2 text-sm">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">{`${window.league} · ${window.name}`}</p>
                <p className="text-muted-foreground">{`Del ${formatMonthDay(window.startDay)} al ${formatMonthDay(window.endDay)} de cada año`}</p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="size-11 text-destructive hover:text-destructive"
                aria-label={`Eliminar ${window.league} ${window.name}`}
                disabled={deleteWindow.isPending}
                onClick={() =>
                  deleteWindow.mutate(window.id, {
                    onSuccess: () => toast.success("Ventana de traspasos eliminada"),
                    onError: () => toast.error("Error - No se pudo eliminar la ventana"),
                  })
                }
              >
                <Trash2 />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <Field label="Liga" htmlFor="window-league" required error={errors.league?.message}>
          <Input id="window-league" placeholder="Ej: LaLiga" {...form.register("league")} />
        </Field>
        <Field label="Nombre de la ventana" htmlFor="window-name" required error={errors.name?.message}>
          <Input id="window-name" placeholder="Ej: Mercado de verano" {...form.register("name")} />
        </Field>
        <Controller
          control={form.control}
          name="startDay"
          render={({ field }) => (
            <DayMonthPicker
              id="window-start"
              legend="Inicio"
              required
              value={field.value}
              onChange={field.onChange}
              error={errors.startDay?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="endDay"
          render={({ field }) => (
            <DayMonthPicker
              id="window-end"
              legend="Fin"
              required
              value={field.value}
              onChange={field.onChange}
              error={errors.endDay?.message}
            />
          )}
        />
        <p className="text-sm text-muted-foreground sm:col-span-2">
          Se repite cada año; una ventana que cruza el año (del 1 de diciembre al 31 de enero) también vale.
        </p>
        <div className="sm:col-span-2 sm:flex sm:justify-end">
          <Button type="submit" variant="secondary" disabled={createWindow.isPending}>
            {createWindow.isPending ? <Loader2 className="animate-spin" /> : <Plus />}
            Añadir ventana
          </Button>
        </div>
      </form>
    </div>
  );
}
