import { zodResolver } from "@hookform/resolvers/zod";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { expect, it } from "vitest";
import { z } from "zod";

import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

import { numberFieldProps, spanishNumber } from "./number-input";

const schema = z.object({ target: z.number({ error: "Escribe un número" }).min(1, "Debe ser al menos 1") });

/** A form as the OKR and payment forms build one: a text input read as a Spanish number by the schema. */
function NumberForm({ onValid }: { onValid: (value: number) => void }) {
  const form = useForm<z.output<typeof schema>>({ resolver: zodResolver(schema) });
  const error = form.formState.errors.target?.message;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onValid(values.target))}>
      <Field label="Objetivo" htmlFor="target" error={error}>
        <Input
          id="target"
          {...numberFieldProps}
          {...form.register("target", { setValueAs: spanishNumber(Number.NaN) })}
        />
      </Field>
      <button type="submit">Guardar</button>
    </form>
  );
}

async function submitTyped(text: string) {
  const user = userEvent.setup();
  const saved: number[] = [];
  render(<NumberForm onValid={(value) => saved.push(value)} />);
  const input = screen.getByRole("textbox", { name: "Objetivo" });
  if (text) await user.type(input, text);
  await user.click(screen.getByRole("button", { name: "Guardar" }));
  return { saved, input };
}

it("is a text field with the decimal keyboard, so a comma is never dropped by the browser", () => {
  render(<NumberForm onValid={() => undefined} />);
  const input = screen.getByRole("textbox", { name: "Objetivo" });
  expect(input.getAttribute("type")).toBe("text");
  expect(input.getAttribute("inputmode")).toBe("decimal");
});

it.each([
  ["4,5", 4.5],
  ["1.250", 1250],
  ["2.300.000", 2_300_000],
])("reads %s the Spanish way as %d", async (typed, expected) => {
  const { saved } = await submitTyped(typed);
  expect(saved).toEqual([expected]);
});

it("refuses letters with the schema's Spanish message, keeping what was typed", async () => {
  const { saved, input } = await submitTyped("12abc");
  expect(saved).toEqual([]);
  expect(await screen.findByText("Escribe un número")).toBeTruthy();
  expect((input as HTMLInputElement).value).toBe("12abc");
  expect(input.getAttribute("aria-invalid")).toBe("true");
});
