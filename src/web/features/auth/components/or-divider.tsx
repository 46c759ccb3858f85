/** The "o" between two ways in: the password form above, another way below. */
export function OrDivider() {
  return (
    <p className="flex items-center gap-3 text-xs text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
      o
    </p>
  );
}
