import { describe, expect, it } from "vitest";

import { loginSchema, setupSchema } from "./auth";

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe("setupSchema", () => {
  it("accepts a complete account and trims name and email", () => {
    const parsed = setupSchema.parse({ name: "  Laura ", email: " laura@palco.test ", password: "0123456789" });
    expect(parsed).toEqual({ name: "Laura", email: "laura@palco.test", password: "0123456789", loadSampleData: true });
  });

  it("needs a password of at least 10 characters", () => {
    const result = setupSchema.safeParse({ name: "Laura", email: "laura@palco.test", password: "123456789" });
    expect(messages(result)).toEqual(["La contraseña debe tener al menos 10 caracteres"]);
  });

  it("explains missing fields", () => {
    const result = setupSchema.safeParse({ name: " ", email: "", password: "" });
    expect(messages(result)).toEqual([
      "El nombre es obligatorio",
      "El email es obligatorio",
      "La contraseña debe tener al menos 10 caracteres",
    ]);
  });
});

describe("loginSchema", () => {
  it("rejects an invalid email", () => {
    expect(messages(loginSchema.safeParse({ email: "laura", password: "x" }))).toEqual(["Introduce un email válido"]);
  });
});
