import { initials } from "@/lib/format";
import { cn } from "@/lib/utils";

/**
 * A record's picture (a player's photo, a brand's logo) or, without one, its initials: the same initials the
 * posters print. The picture is decorative: the record's name is always written beside it.
 */
export function RecordAvatar({
  name,
  pictureUrl,
  fit = "cover",
  className,
}: {
  name: string;
  pictureUrl: string | null | undefined;
  /** "cover" fills the circle with a photo; "contain" shows a whole logo on white. */
  fit?: "cover" | "contain";
  className?: string;
}) {
  if (pictureUrl) {
    return (
      <img
        src={pictureUrl}
        alt=""
        loading="lazy"
        className={cn("shrink-0", fit === "cover" ? "object-cover" : "bg-white object-contain p-1", className)}
      />
    );
  }
  return (
    <div aria-hidden="true" className={cn("flex shrink-0 items-center justify-center font-bold", className)}>
      {initials(name)}
    </div>
  );
}
