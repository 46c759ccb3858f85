import { Plus } from "lucide-react";
import type { ReactNode } from "react";

import { Button } from "@/components/ui/button";

/** A record page's panel of related items (people, contacts): its heading, its add button, then what it lists. */
export function RecordPanel({
  headingId,
  title,
  addLabel,
  onAdd,
  children,
}: {
  headingId: string;
  title: string;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <section className="space-y-3" aria-labelledby={headingId}>
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <Button variant="outline" onClick={onAdd}>
          <Plus /> {addLabel}
        </Button>
      </div>
      {children}
    </section>
  );
}
