import type * as React from "react";

/** The offer a password change and a reset both make: every API token and the calendar feed's address go too. */
export function RevokeAccessCheckbox(props: Omit<React.ComponentProps<"input">, "type" | "className">) {
  return (
    <label className="flex min-h-11 items-start gap-3 text-sm">
      <input type="checkbox" className="mt-0.5 size-4 accent-primary" {...props} />
      <span>
        Revocar también todos los tokens de API y cambiar la URL del calendario
        <span className="block text-xs text-muted-foreground">
          Recomendado si crees que alguien más conoce tu contraseña.
        </span>
      </span>
    </label>
  );
}
