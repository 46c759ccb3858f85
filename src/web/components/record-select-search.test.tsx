import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { expect, it } from "vitest";

import type { RecordSearch } from "@/lib/record-search";

import { RecordSelect } from "./record-select";

const firstPage = [
  { id: "p1", name: "Álvaro Martín" },
  { id: "p2", name: "Diego Salvatierra" },
];
const everyone = [...firstPage, { id: "p3", name: "Zacarías Zamora" }];
const searched: string[] = [];
const search: RecordSearch = {
  label: "Buscar por nombre",
  pageSize: 2,
  find: (text) => {
    searched.push(text);
    return Promise.resolve(everyone.filter((player) => player.name.toLowerCase().includes(text.toLowerCase())));
  },
};

function Form({ records, onSave }: { records: typeof firstPage; onSave: (values: { playerId: string }) => void }) {
  const form = useForm({ defaultValues: { playerId: "" } });
  return (
    <form onSubmit={form.handleSubmit(onSave)}>
      <label htmlFor="player">Jugador</label>
      <RecordSelect
        id="player"
        records={records}
        placeholder="Selecciona"
        search={search}
        {...form.register("playerId")}
      />
      <button type="submit">Guardar</button>
    </form>
  );
}

it("finds a record beyond the first page as the agent types, and Enter does not submit the form", async () => {
  const saved: { playerId: string }[] = [];
  render(<Form records={firstPage} onSave={(values) => saved.push(values)} />);
  const user = userEvent.setup();
  expect(screen.getByRole("status").textContent).toContain("La lista muestra los 2 primeros por nombre");
  await user.type(screen.getByRole("searchbox", { name: "Buscar por nombre" }), "zamo{Enter}");
  expect(saved).toEqual([]);
  await screen.findByText("1 encontrado: elígelo en la lista");
  expect(searched).toEqual(["zamo"]);
  // Found beyond the first page, it comes first in the list, in its own group.
  expect(screen.getByRole("group", { name: "Encontrados" }).textContent).toBe("Zacarías Zamora");
  await user.selectOptions(screen.getByLabelText("Jugador"), "Zacarías Zamora");
  await user.clear(screen.getByRole("searchbox", { name: "Buscar por nombre" }));
  await user.type(screen.getByRole("searchbox", { name: "Buscar por nombre" }), "nadie");
  await screen.findByText("Ninguno se llama así");
  // The player found earlier stays chosen and is what the form sends.
  await user.click(screen.getByRole("button", { name: "Guardar" }));
  expect(saved).toEqual([{ playerId: "p3" }]);
});

it("shows no search while the list is every record", () => {
  render(<Form records={firstPage.slice(0, 1)} onSave={() => undefined} />);
  expect(screen.queryByRole("searchbox")).toBeNull();
});
