import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";

import { FormDialog } from "./form-dialog";
import { Input } from "./ui/input";

function renderDialog(props: { pending?: boolean } = {}) {
  const onOpenChange = vi.fn<(open: boolean) => void>();
  const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
  render(
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title="Añadir Marca"
      description="Empresa con la que tus jugadores firman patrocinios."
      submitLabel="Añadir Marca"
      pending={props.pending ?? false}
      onSubmit={onSubmit}
    >
      <label htmlFor="brand-name">Nombre</label>
      <Input id="brand-name" />
    </FormDialog>,
  );
  return { onOpenChange, onSubmit };
}

it("is a dialog named by its title, submitted by its button or by Enter in a field", async () => {
  const user = userEvent.setup();
  const { onSubmit, onOpenChange } = renderDialog();
  const dialog = screen.getByRole("dialog", { name: "Añadir Marca" });
  expect(dialog.textContent).toContain("Empresa con la que tus jugadores firman patrocinios.");
  await user.click(screen.getByRole("button", { name: "Añadir Marca" }));
  await user.type(screen.getByLabelText("Nombre"), "Zenit{Enter}");
  expect(onSubmit).toHaveBeenCalledTimes(2);
  expect(onOpenChange).not.toHaveBeenCalled();
});

it("closes with Cancelar or Escape while idle", async () => {
  const user = userEvent.setup();
  const { onOpenChange } = renderDialog();
  await user.click(screen.getByRole("button", { name: "Cancelar" }));
  await user.keyboard("{Escape}");
  expect(onOpenChange.mock.calls).toEqual([[false], [false]]);
});

it("cannot be closed or sent again while saving", async () => {
  const user = userEvent.setup();
  const { onOpenChange, onSubmit } = renderDialog({ pending: true });
  expect(screen.getByRole("button", { name: "Cancelar" }).hasAttribute("disabled")).toBe(true);
  expect(screen.getByRole("button", { name: "Añadir Marca" }).hasAttribute("disabled")).toBe(true);
  await user.keyboard("{Escape}");
  expect(onOpenChange).not.toHaveBeenCalled();
  expect(onSubmit).not.toHaveBeenCalled();
  expect(screen.getByRole("dialog", { name: "Añadir Marca" })).toBeTruthy();
});
