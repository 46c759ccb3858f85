import { useState } from "react";

import { LOST_REASONS } from "@shared/domain/pipeline-hygiene";
import type { Deal } from "@shared/schemas/deal";
import { FormDialog } from "@/components/form-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";

const MAX_REASON = 200;

/** The reason as stored: one of the list, the agent's own words for "Otro", or none. */
export function lostReasonValue(choice: string, other: string): string | null {
  if (choice === "") return null;
  if (choice === "Otro") return other.trim() === "" ? "Otro" : other.trim().slice(0, MAX_REASON);
  return choice;
}

type LostReasonDialogProps = {
  deal: Deal | null;
  pending: boolean;
  onConfirm: (deal: Deal, reason: string | null) => void;
  onCancel: () => void;
};

/** Asked when a deal moves to Cerrada (the X, a drag): why it was lost, optionally. Mounted per question. */
export function LostReasonDialog({ deal, pending, onConfirm, onCancel }: LostReasonDialogProps) {
  const [choice, setChoice] = useState("");
  const [other, setOther] = useState("");

  return (
    <FormDialog
      open={deal !== null}
      onOpenChange={(open) => !open && onCancel()}
      title="Cerrar patrocinio"
      description={
        deal ? `${deal.brandName} × ${deal.playerName} pasará a Cerrada. ¿Por qué se perdió? (opcional)` : ""
      }
      submitLabel="Cerrar patrocinio"
      pending={pending}
      onSubmit={(event) => {
        event.preventDefault();
        if (deal) onConfirm(deal, lostReasonValue(choice, other));
      }}
    >
      <LostReasonFields choice={choice} other={other} onChoice={setChoice} onOther={setOther} idPrefix="lost" />
    </FormDialog>
  );
}

type LostReasonFieldsProps = {
  choice: string;
  other: string;
  onChoice: (value: string) => void;
  onOther: (value: string) => void;
  idPrefix: string;
};

/** The reason's select and, for "Otro", its text: shared by the dialog and the deal form. */
export function LostReasonFields({ choice, other, onChoice, onOther, idPrefix }: LostReasonFieldsProps) {
  return (
    <>
      <Field label="Motivo de cierre" htmlFor={`${idPrefix}-reason`}>
        <NativeSelect id={`${idPrefix}-reason`} value={choice} onChange={(event) => onChoice(event.target.value)}>
          <option value="">Sin indicar</option>
          {LOST_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {reason}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {choice === "Otro" ? (
        <Field label="Describe el motivo" htmlFor={`${idPrefix}-reason-other`}>
          <Input
            id={`${idPrefix}-reason-other`}
            maxLength={MAX_REASON}
            value={other}
            onChange={(event) => onOther(event.target.value)}
          />
        </Field>
      ) : null}
    </>
  );
}

/** The form's starting choice for a stored reason: a listed one, or "Otro" with its words. */
export function splitLostReason(reason: string | null): { choice: string; other: string } {
  if (!reason) return { choice: "", other: "" };
  if ((LOST_REASONS as readonly string[]).includes(reason)) return { choice: reason, other: "" };
  return { choice: "Otro", other: reason };
}
