import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { expect, it } from "vitest";

import { RecordSelect } from "./record-select";

type Player = { id: string; name: string };

/** An edit form for a deal of `p2`, drawn first with the player list still loading. */
function DealForm({ players, onSave }: { players: Player[]; onSave: (values: { playerId: string }) => void }) {
  const form = useForm({ defaultValues: { playerId: "p2" } });
  return (
    <form onSubmit={form.handleSubmit(onSave)}>
      <label htmlFor="player">Jugador</label>
      <RecordSelect id="player" records={players} placeholder="Selecciona un jugador" {...form.register("playerId")} />
      <button type="submit">Guardar</button>
    </form>
  );
}

it("shows and sends the form's record once a late list arrives, not the placeholder", async () => {
  const saved: { playerId: string }[] = [];
  const save = (values: { playerId: string }) => saved.push(values);
  const { rerender } = render(<DealForm players={[]} onSave={save} />);
  rerender(
    <DealForm
      players={[
        { id: "p1", name: "Álvaro Martín" },
        { id: "p2", name: "Diego Salvatierra" },
      ]}
      onSave={save}
    />,
  );

  const select = screen.getByLabelText<HTMLSelectElement>("Jugador");
  expect(select.selectedOptions[0]?.textContent).toBe("Diego Salvatierra");
  await userEvent.setup().click(screen.getByRole("button", { name: "Guardar" }));
  expect(saved).toEqual([{ playerId: "p2" }]);
});
