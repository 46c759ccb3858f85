import { Loader2 } from "lucide-react";

import { Button, type ButtonProps } from "@/components/ui/button";

type Pages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/** "Cargar más" under a paged list, shown only while there is a next page. */
export function LoadMoreButton({
  pages,
  variant = "outline",
  size,
}: { pages: Pages } & Pick<ButtonProps, "variant" | "size">) {
  if (!pages.hasNextPage) return null;
  return (
    <div className="flex justify-center">
      <Button
        variant={variant}
        size={size}
        disabled={pages.isFetchingNextPage}
        onClick={() => void pages.fetchNextPage()}
      >
        {pages.isFetchingNextPage ? <Loader2 className="animate-spin" /> : null}
        Cargar más
      </Button>
    </div>
  );
}
