import { Link } from "react-router";

import { parseFeeAmount } from "@shared/domain/fee-amount";
import { OPERATION_MESSAGES, signedFeeGaps } from "@shared/domain/operations";
import type { Operation } from "@shared/schemas/operation";
import { paths } from "@/config/paths";

/** What a signed operation earns the agency: where its fee is, that it has none, or what it still lacks. */
export function SignedFee({ operation }: { operation: Operation }) {
  const amount = parseFeeAmount(operation.agentFeeAmount);
  const percent = operation.agentFeePercent;
  if ((amount === null || amount <= 0) && (percent === null || percent <= 0))
    return <p className="text-sm text-muted-foreground">Firmada sin honorario del agente: no genera comisión.</p>;
  const gaps = signedFeeGaps({ ...operation, agentFeeAmount: amount, salary: parseFeeAmount(operation.salary) });
  // Signed before signing asked for these: the commission waits for them.
  if (gaps.length > 0)
    return (
      <p role="status" className="text-sm text-[oklch(0.45_0.11_70)]">
        {OPERATION_MESSAGES.signingNeeds(gaps, percent ?? 0)}
      </p>
    );
  return (
    <p className="text-sm text-muted-foreground">
      El honorario firmado está en{" "}
      <Link to={paths.commissions} className="underline underline-offset-4">
        Comisiones
      </Link>
      .
    </p>
  );
}
