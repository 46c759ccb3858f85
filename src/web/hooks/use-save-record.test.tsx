import { QueryClient, QueryClientProvider, useMutation } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { expect, it } from "vitest";

import { StaleRecordDialog } from "@/components/stale-record-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/api-client";
import { changedInput } from "@/lib/edit-conflict";
import { findToast, renderToaster } from "@/test/toasts";

import { useSaveRecord } from "./use-save-record";

type Brand = { id: string; version: number; name: string; sector: string };
type Values = { name: string; sector: string };
type Update = { id: string; input: Partial<Values>; version: number };

/** What the server answers next, and what it was sent: the mutations' stand-in for the network. */
function scriptedServer() {
  const sent: { created: Values[]; updated: Update[] } = { created: [], updated: [] };
  const answers: (Brand | ApiError)[] = [];
  const answer = async () => {
    const next = answers.shift();
    if (!next) throw new Error("no answer scripted");
    if (next instanceof ApiError) throw next;
    return next;
  };
  return {
    sent,
    answerWith: (...next: (Brand | ApiError)[]) => answers.push(...next),
    create: async (input: Values) => (sent.created.push(input), answer()),
    update: async (args: Update) => (sent.updated.push(args), answer()),
  };
}

type Events = { saved: Brand[]; failed: unknown[]; reloaded: Brand[] };

function BrandForm({
  brand,
  server,
  events,
}: {
  brand?: Brand;
  server: ReturnType<typeof scriptedServer>;
  events: Events;
}) {
  const valuesOf = (record?: Brand): Values => ({ name: record?.name ?? "", sector: record?.sector ?? "" });
  const form = useForm<Values>({ defaultValues: valuesOf(brand) });
  const save = useSaveRecord({
    form,
    create: useMutation({ mutationFn: server.create }),
    update: useMutation({ mutationFn: server.update }),
    valuesOf,
    onReload: (current) => events.reloaded.push(current),
    messages: {
      created: "Marca creada",
      updated: "Marca actualizada",
      createFailed: "No se pudo crear la marca",
      updateFailed: "No se pudo actualizar la marca",
    },
    onSaved: (item) => events.saved.push(item),
    onFailed: (error) => events.failed.push(error),
  });
  const { errors, dirtyFields } = form.formState;
  const onSubmit = form.handleSubmit((values) => save.submit(brand, values, () => changedInput(values, dirtyFields)));
  return (
    <>
      <StaleRecordDialog {...save.staleDialog} />
      <form noValidate onSubmit={onSubmit}>
        <Field label="Nombre" htmlFor="name" error={errors.name?.message}>
          <Input id="name" {...form.register("name")} />
        </Field>
        <Field label="Sector" htmlFor="sector" error={errors.sector?.message}>
          <Input id="sector" {...form.register("sector")} />
        </Field>
        <button type="submit">Guardar</button>
      </form>
    </>
  );
}

function renderForm(brand?: Brand) {
  const server = scriptedServer();
  const events: Events = { saved: [], failed: [], reloaded: [] };
  renderToaster();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BrandForm brand={brand} server={server} events={events} />
    </QueryClientProvider>,
  );
  return { server, events, user: userEvent.setup() };
}

const zenit: Brand = { id: "b1", version: 3, name: "Zenit", sector: "Moda" };

it("creates from the whole form, toasts and hands over the saved record", async () => {
  const { server, events, user } = renderForm();
  server.answerWith({ ...zenit, id: "nueva", version: 1, name: "Aurora" });
  await user.type(screen.getByLabelText("Nombre"), "Aurora");
  await user.type(screen.getByLabelText("Sector"), "Moda");
  await user.click(screen.getByRole("button", { name: "Guardar" }));

  await findToast("Marca creada");
  expect(server.sent.created).toEqual([{ name: "Aurora", sector: "Moda" }]);
  expect(events.saved.map((brand) => brand.id)).toEqual(["nueva"]);
});

it("saves only the changed field, from the version the record was read at", async () => {
  const { server, events, user } = renderForm(zenit);
  server.answerWith({ ...zenit, version: 4, sector: "Bebidas" });
  await user.clear(screen.getByLabelText("Sector"));
  await user.type(screen.getByLabelText("Sector"), "Bebidas");
  await user.click(screen.getByRole("button", { name: "Guardar" }));

  await findToast("Marca actualizada");
  expect(server.sent.updated).toEqual([{ id: "b1", input: { sector: "Bebidas" }, version: 3 }]);
  expect(events.saved).toHaveLength(1);
});

it("puts a refusal's messages under their fields, keeps what was typed and tells onFailed", async () => {
  const { server, events, user } = renderForm();
  const refusal = new ApiError(400, "validation", "Datos no válidos", { name: "Ya existe una marca con ese nombre" });
  server.answerWith(refusal);
  await user.type(screen.getByLabelText("Nombre"), "Zenit");
  await user.click(screen.getByRole("button", { name: "Guardar" }));

  expect(await screen.findByText("Ya existe una marca con ese nombre")).toBeTruthy();
  expect(screen.getByLabelText<HTMLInputElement>("Nombre").value).toBe("Zenit");
  expect(events.failed).toEqual([refusal]);
  expect(events.saved).toEqual([]);
});

it("opens the stale-record dialog on a 412; Recargar puts the record as it is now in the form", async () => {
  const { server, events, user } = renderForm(zenit);
  const current = { ...zenit, version: 5, name: "Zenit Sport" };
  server.answerWith(new ApiError(412, "stale", "Este registro ha cambiado desde que lo abriste", {}, { current }));
  await user.clear(screen.getByLabelText("Sector"));
  await user.type(screen.getByLabelText("Sector"), "Bebidas");
  await user.click(screen.getByRole("button", { name: "Guardar" }));

  await user.click(await screen.findByRole("button", { name: "Recargar" }));
  expect(screen.getByLabelText<HTMLInputElement>("Nombre").value).toBe("Zenit Sport");
  expect(screen.getByLabelText<HTMLInputElement>("Sector").value).toBe("Moda");
  expect(events.reloaded).toEqual([current]);
  expect(events.failed).toEqual([]);
});
