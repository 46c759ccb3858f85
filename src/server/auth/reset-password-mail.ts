import { composeMail } from "../mail/mailer";

/** The email with the one-time link; the link goes through the server, which checks it and opens the form. */
export function resetPasswordMail(account: { email: string; name: string }, url: string) {
  return composeMail(
    account.email,
    "Palco: restablece tu contraseña",
    [
      `Hola, ${account.name}:`,
      "Alguien (esperamos que tú) ha pedido cambiar la contraseña de tu cuenta de Palco. El enlace sirve una vez y caduca en 1 hora.",
      "Si no lo has pedido tú, ignora este correo: tu contraseña sigue siendo la misma.",
    ],
    { label: "Elegir una contraseña nueva", url },
  );
}
