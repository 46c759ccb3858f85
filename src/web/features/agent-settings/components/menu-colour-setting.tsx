import { Loader2 } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { saveMenuColor } from "@/lib/menu-color";
import { useSession } from "@/lib/session";
import { toast } from "@/lib/toast";

/** The menu colour the assistant set, and the way back to the theme's. */
export function MenuColourSetting() {
  const session = useSession();
  const [pending, setPending] = useState(false);
  const menu = session.data?.menu;

  const reset = async () => {
    setPending(true);
    try {
      await saveMenuColor(null);
      toast.success("Color del menú restablecido");
    } catch (error) {
      toast.error("No se pudo restablecer el color", {
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setPending(false);
    }
  };

  if (!menu) {
    return (
      <p className="text-sm text-muted-foreground">
        El menú usa el color del tema. Puedes pedir otro al asistente, por ejemplo «pon el menú azul marino».
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="size-8 rounded-md border" style={{ background: menu.color }} aria-hidden="true" />
      <span className="text-sm">
        Color del menú: <code className="font-mono text-xs">{menu.color}</code>
      </span>
      <Button variant="outline" size="sm" disabled={pending} onClick={() => void reset()}>
        {pending ? <Loader2 className="animate-spin" /> : null}
        Restablecer color del menú
      </Button>
    </div>
  );
}
