import { Copy } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";

/**
 * A secret the server shows once (a token, an invitation link): what to do with it, the value selected on focus and
 * a button that copies it.
 */
export function ShownOnce({ message, value, label }: { message: string; value: string; label: string }) {
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => toast.success("Copiado"),
      () => toast.error("No se pudo copiar: selecciónalo y cópialo a mano"),
    );
  return (
    <div role="status" className="space-y-2 rounded-lg border border-primary/40 bg-primary/5 p-3">
      <p className="text-sm font-medium">{message}</p>
      <div className="flex gap-2">
        <Input
          readOnly
          value={value}
          aria-label={label}
          className="font-mono text-xs"
          onFocus={(event) => event.target.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy /> Copiar
        </Button>
      </div>
    </div>
  );
}
