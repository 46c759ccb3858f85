import { PencilLine } from "lucide-react";
import { lazy, Suspense, useState } from "react";

import { keyResultProgress } from "@shared/domain/okr-progress";
import type { KeyResult } from "@shared/schemas/okr";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { formatNumber } from "@/lib/format";

import { useCheckInKeyResult } from "../api/check-in-key-result";
import { reportOkrError } from "./report-okr-error";

// The check-in validates with the API's zod schema: that code loads on the first check-in, not with the list.
const KeyResultCheckIn = lazy(() => import("./key-result-check-in").then((m) => ({ default: m.KeyResultCheckIn })));

/** One key result on an OKR card: its figures, its bar and a quick check-in of the current value. */
export function KeyResultItem({ okrId, keyResult }: { okrId: string; keyResult: KeyResult }) {
  const [checkingIn, setCheckingIn] = useState(false);
  const checkIn = useCheckInKeyResult();
  const progress = keyResultProgress(keyResult);

  const save = (current: number) =>
    checkIn.mutate(
      { okrId, keyResultId: keyResult.id, current },
      { onSuccess: () => setCheckingIn(false), onError: (error) => reportOkrError("Error al guardar OKR", error) },
    );

  return (
    <li className="grid gap-1.5" data-testid="key-result">
      <div className="flex items-start justify-between gap-2 text-sm">
        <span className="min-w-0 break-words">{keyResult.title}</span>
        {checkingIn ? null : (
          <Button
            variant="ghost"
            size="icon"
            className="-mt-1 shrink-0 sm:size-7 text-muted-foreground"
            aria-label={`Actualizar ${keyResult.title}`}
            onClick={() => setCheckingIn(true)}
          >
            <PencilLine />
          </Button>
        )}
      </div>
      {checkingIn ? (
        <Suspense fallback={null}>
          <KeyResultCheckIn
            title={keyResult.title}
            current={keyResult.current}
            unit={keyResult.unit}
            pending={checkIn.isPending}
            onSave={save}
            onCancel={() => setCheckingIn(false)}
          />
        </Suspense>
      ) : null}
      <div className="flex items-center gap-3">
        <Progress value={progress} className="h-1.5" label={`Progreso de ${keyResult.title}`} />
        <span className="shrink-0 text-xs text-muted-foreground tabular-nums" data-testid="key-result-figures">
          {formatNumber(keyResult.current)} / {formatNumber(keyResult.target)} {keyResult.unit}
        </span>
      </div>
    </li>
  );
}
