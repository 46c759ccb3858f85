import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";

import { findToast, renderToaster } from "@/test/toasts";

import { DeleteRecordDialog, type RecordDeletion } from "./delete-record-dialog";

type Brand = { id: string; name: string };
const ZENIT: Brand = { id: "b-1", name: "Zenit" };

const BRAND_DELETION: RecordDeletion<Brand> = {
  title: "¿Eliminar marca?",
  description: (brand) => `Se eliminará ${brand?.name ?? "la marca"}.`,
  deleted: ["Marca eliminada", "La marca se ha eliminado correctamente"],
  failed: "No se pudo eliminar la marca",
};

function renderDialog(item: Brand | null, remove: (id: string) => Promise<unknown>, deletion = BRAND_DELETION) {
  const onClose = vi.fn();
  const onDeleted = vi.fn();
  const mutateAsync = vi.fn(remove);
  renderToaster();
  render(
    <DeleteRecordDialog
      item={item}
      onClose={onClose}
      onDeleted={onDeleted}
      deletion={deletion}
      mutation={{ isPending: false, mutateAsync }}
      keyOf={(brand) => brand.id}
    />,
  );
  return { onClose, onDeleted, mutateAsync };
}

it("stays closed without a record", () => {
  renderDialog(null, async () => undefined);
  expect(screen.queryByRole("alertdialog")).toBeNull();
});

it("asks about the record by name, deletes it by its key, toasts, closes and then says it is gone", async () => {
  const { onClose, onDeleted, mutateAsync } = renderDialog(ZENIT, async () => undefined);
  const dialog = screen.getByRole("alertdialog", { name: "¿Eliminar marca?" });
  expect(dialog.textContent).toContain("Se eliminará Zenit.");
  await userEvent.setup().click(screen.getByRole("button", { name: "Eliminar" }));
  expect(mutateAsync).toHaveBeenCalledWith("b-1");
  expect(await findToast("Marca eliminada")).toBeTruthy();
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(onDeleted).toHaveBeenCalledTimes(1);
});

it("on a refusal toasts the failure with the server's reason and stays open", async () => {
  const { onClose, onDeleted } = renderDialog(ZENIT, async () => {
    throw new Error("La marca tiene comisiones cobradas");
  });
  await userEvent.setup().click(screen.getByRole("button", { name: "Eliminar" }));
  expect(await findToast("No se pudo eliminar la marca")).toBeTruthy();
  expect(await findToast("La marca tiene comisiones cobradas")).toBeTruthy();
  expect(onClose).not.toHaveBeenCalled();
  expect(onDeleted).not.toHaveBeenCalled();
  expect(screen.getByRole("alertdialog", { name: "¿Eliminar marca?" })).toBeTruthy();
});

it("hands a refusal to the screen's own reporter when it has one, instead of the toast", async () => {
  const reported: string[] = [];
  renderDialog(
    ZENIT,
    async () => {
      throw new Error("Sin conexión");
    },
    { ...BRAND_DELETION, reportFailure: (title, error) => reported.push(`${title}: ${error.message}`) },
  );
  await userEvent.setup().click(screen.getByRole("button", { name: "Eliminar" }));
  await vi.waitFor(() => expect(reported).toEqual(["No se pudo eliminar la marca: Sin conexión"]));
});
