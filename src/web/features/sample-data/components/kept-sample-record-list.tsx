import { Link } from "react-router";

import { deleteImpactText } from "@shared/domain/delete-impact";
import type { KeptSampleRecord } from "@shared/schemas/sample-data";
import { paths } from "@/config/paths";

const KIND = {
  player: { label: "Jugador", edited: "Lo has editado.", deleting: "Borrarlo", to: paths.player },
  brand: { label: "Marca", edited: "La has editado.", deleting: "Borrarla", to: paths.brand },
  club: { label: "Club", edited: "Lo has editado.", deleting: "Borrarlo", to: paths.club },
} as const;

/** Why a sample record stays, in the agent's words: edited, or records of theirs point to it. */
function reasonOf(record: KeptSampleRecord) {
  const reasons: string[] = [];
  if (record.edited) reasons.push(KIND[record.kind].edited);
  const linked = deleteImpactText(record.impact);
  if (linked) reasons.push(linked.replace("Se eliminarán también", `${KIND[record.kind].deleting} eliminaría también`));
  return reasons.join(" ") || "Sin registros vinculados.";
}

/** The sample players, brands and clubs that stay, each linking to its page, with why it stays. */
export function KeptSampleRecordList({ records }: { records: KeptSampleRecord[] }) {
  return (
    <ul className="divide-y rounded-md border text-sm" aria-label="Registros de ejemplo que se conservan">
      {records.map((record) => (
        <li key={record.id} className="space-y-0.5 px-3 py-2">
          <p>
            <Link to={KIND[record.kind].to(record.id)} className="font-medium underline-offset-4 hover:underline">
              {record.name}
            </Link>
            <span className="text-muted-foreground"> · {KIND[record.kind].label}</span>
          </p>
          <p className="text-muted-foreground">{reasonOf(record)}</p>
        </li>
      ))}
    </ul>
  );
}
