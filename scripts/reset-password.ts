// npm run reset-password -- EMAIL: sets a new password for the agent's account from the server, for whoever forgot
// it. Asks for the new password twice without showing it; ends every session of the account; changes nothing else.
// Works while Palco runs.
import password from "@inquirer/password";

import { newPasswordProblem, resetPassword } from "../src/server/auth/reset-password";
import { loadConfig } from "../src/server/config";
import { openForMaintenance } from "../src/server/db/open-for-maintenance";
import { describeError } from "../src/server/safe-log";

const email = process.argv[2];
if (!email) {
  console.error("Indica el email de la cuenta: npm run reset-password -- agente@agencia.com");
  process.exit(1);
}

// A script (or a test) may pass the password on stdin instead of typing it: PALCO_NEW_PASSWORD_STDIN=1.
async function readNewPassword(): Promise<string> {
  if (process.env.PALCO_NEW_PASSWORD_STDIN === "1") {
    let text = "";
    for await (const chunk of process.stdin) text += String(chunk);
    return text.replace(/\r?\n$/, "");
  }
  const first = await password({
    message: "Nueva contraseña:",
    mask: "*",
    validate: (value) => newPasswordProblem(value) ?? true,
  });
  const again = await password({ message: "Repítela:", mask: "*" });
  if (first !== again) {
    console.error("Las dos contraseñas no coinciden: no se ha cambiado nada.");
    process.exit(1);
  }
  return first;
}

let failed = false;
try {
  const newPassword = await readNewPassword();
  const database = await openForMaintenance(loadConfig(), () => {});
  try {
    const result = await resetPassword(database.db, email, newPassword);
    if (!result.ok) {
      console.error(`${result.problem}: no se ha cambiado nada.`);
      failed = true;
    } else {
      console.log(
        `Contraseña cambiada para ${result.name}. Sesiones cerradas: ${result.sessionsEnded}. Inicia sesión con la nueva.`,
      );
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`No se pudo cambiar la contraseña: ${describeError(error)}`);
  failed = true;
}
// The embedded database's shutdown may leave handles open: the script ends here, with its verdict.
process.exit(failed ? 1 : 0);
