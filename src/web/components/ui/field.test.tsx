import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";

import { Field } from "./field";
import { Input } from "./input";

it("names its control by the label, marks it required and leaves the asterisk out of the name", () => {
  render(
    <Field label="Nombre" htmlFor="player-name" required>
      <Input id="player-name" />
    </Field>,
  );
  const input = screen.getByRole("textbox", { name: "Nombre" });
  expect(input.getAttribute("aria-required")).toBe("true");
  expect(input.getAttribute("aria-invalid")).toBeNull();
  expect(input.getAttribute("aria-describedby")).toBeNull();
  expect(screen.getByText("*").getAttribute("aria-hidden")).toBe("true");
});

it("shows its error under the control and tells assistive technology the control is invalid and why", () => {
  render(
    <Field label="Email" htmlFor="brand-email" hint="El de la persona de contacto" error="Email no válido">
      <Input id="brand-email" aria-describedby="outside-help" />
    </Field>,
  );
  const input = screen.getByRole("textbox", { name: "Email" });
  expect(input.getAttribute("aria-invalid")).toBe("true");
  expect(input.getAttribute("aria-required")).toBeNull();
  // The control's own description is kept, then the hint, then the error.
  expect(input.getAttribute("aria-describedby")).toBe("outside-help brand-email-hint brand-email-error");
  expect(screen.getByText("Email no válido").id).toBe("brand-email-error");
  expect(screen.getByText("El de la persona de contacto").id).toBe("brand-email-hint");
});
