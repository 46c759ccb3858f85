import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { expect, it } from "vitest";

import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { findToast, renderToaster } from "@/test/toasts";

import { ApiError } from "./api-client";
import { reportServerError } from "./form-errors";

type Values = { name: string; contactEmail: string };

/** A brand form whose save fails with `error`, reported as every form reports a refusal. */
function FailingForm({ error }: { error: unknown }) {
  const form = useForm<Values>({ defaultValues: { name: "Zenit", contactEmail: "" } });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(() => reportServerError(error, form, "No se pudo crear la marca"))}>
      <Field label="Nombre" htmlFor="name" error={errors.name?.message}>
        <Input id="name" {...form.register("name")} />
      </Field>
      <Field label="Email" htmlFor="contactEmail" error={errors.contactEmail?.message}>
        <Input id="contactEmail" {...form.register("contactEmail")} />
      </Field>
      <button type="submit">Añadir Marca</button>
    </form>
  );
}

async function submitWith(error: unknown) {
  renderToaster();
  render(<FailingForm error={error} />);
  await userEvent.setup().click(screen.getByRole("button", { name: "Añadir Marca" }));
}

it("puts each field's message under its input and focuses it, with no toast repeating it", async () => {
  await submitWith(new ApiError(400, "validation", "Datos no válidos", { name: "Ya existe una marca con ese nombre" }));
  expect(await screen.findByText("Ya existe una marca con ese nombre")).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Nombre" }));
  expect(screen.queryByText("No se pudo crear la marca")).toBeNull();
});

it("toasts a message about a field the form does not have, with the fields it can show still under them", async () => {
  await submitWith(
    new ApiError(400, "validation", "Datos no válidos", {
      contactEmail: "Email no válido",
      sector: "El sector no puede cambiar mientras haya patrocinios",
    }),
  );
  expect(await screen.findByText("Email no válido")).toBeTruthy();
  expect(await findToast("No se pudo crear la marca")).toBeTruthy();
  expect(await findToast("El sector no puede cambiar mientras haya patrocinios")).toBeTruthy();
});

it("toasts the server's message when it names no field", async () => {
  await submitWith(new ApiError(409, "conflict", "Ya existe un patrocinio exclusivo en ese sector"));
  expect(await findToast("Ya existe un patrocinio exclusivo en ese sector")).toBeTruthy();
  expect(screen.getByRole("textbox", { name: "Nombre" }).getAttribute("aria-invalid")).toBeNull();
});
