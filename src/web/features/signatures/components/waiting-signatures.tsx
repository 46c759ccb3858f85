import { FileSignature } from "lucide-react";
import { Link } from "react-router";

import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";

import { usePlayerSignatures } from "../api/signatures";

/** On the player's Inicio: the documents waiting for his signature, and where all of his are. */
export function WaitingSignatures() {
  const signatures = usePlayerSignatures();
  const items = signatures.data ?? [];
  if (items.length === 0) return null;
  const waiting = items.filter((item) => item.status === "enviada" && item.inTurn !== null);
  return (
    <Card className="gap-3 p-4" role="region" aria-labelledby="firmas-pendientes">
      <h2 id="firmas-pendientes" className="flex items-center gap-2 text-base font-semibold">
        <FileSignature className="size-5" aria-hidden="true" /> Documentos para firmar
      </h2>
      {waiting.length === 0 ? (
        <p className="text-sm text-muted-foreground">No tienes nada pendiente de firma.</p>
      ) : (
        <ul className="space-y-2">
          {waiting.map((item) => (
            <li key={item.id}>
              <Link to={paths.playerAppSignature(item.id)} className={buttonVariants({ className: "min-h-11 w-full" })}>
                Leer y firmar: {item.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={paths.playerAppSignatures} className="text-sm text-primary underline-offset-4 hover:underline">
        Ver todos mis documentos
      </Link>
    </Card>
  );
}
