import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";

import type { TwoFactorStatus } from "@shared/domain/two-factor";
import { paths } from "@/config/paths";
import { formatDateTime } from "@/lib/format";

/** Above every screen while a role that requires two-factor sign-in has it off: by when, and where to turn it on. */
export default function TwoFactorReminder({ status }: { status: TwoFactorStatus }) {
  return (
    <div role="status" className="flex flex-wrap items-center gap-2 border-b bg-warning/15 px-4 py-2 text-sm">
      <ShieldAlert className="size-4 shrink-0" aria-hidden="true" />
      <span>
        {status.blocked
          ? "Tu rol exige la verificación en dos pasos: actívala para seguir usando Palco."
          : `Tu rol exige la verificación en dos pasos: actívala antes del ${formatDateTime(status.deadline ?? "")}.`}
      </span>
      <Link to={paths.settings} className="font-medium underline underline-offset-4">
        Activarla en Configuración
      </Link>
    </div>
  );
}
