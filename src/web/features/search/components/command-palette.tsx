import {
  ArrowLeftRight,
  Building2,
  CalendarDays,
  Contact,
  FileSignature,
  FileText,
  Handshake,
  Newspaper,
  Plus,
  Shield,
  Target,
  Users,
  type LucideIcon,
} from "lucide-react";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";

import { withoutAccents } from "@shared/domain/plain-text";
import { SEARCH_KIND_LABELS, SEARCH_MIN_LENGTH, type SearchKind } from "@shared/schemas/search";
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandLoading,
} from "@/components/ui/command";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { navGroups } from "@/config/nav-items";
import { paths } from "@/config/paths";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { NEW_PARAM } from "@/hooks/use-open-from-url";

import { useSearch } from "../api/search";
import { resultPath } from "../result-path";

const KIND_ICONS: Record<SearchKind, LucideIcon> = {
  player: Users,
  brand: Building2,
  deal: Handshake,
  event: CalendarDays,
  news: Newspaper,
  document: FileText,
  okr: Target,
  mandate: FileSignature,
  club: Shield,
  contact: Contact,
  operation: ArrowLeftRight,
};

type Action = { label: string; to: string; icon: LucideIcon };

const ACTIONS: Action[] = [
  { label: "Nuevo jugador", to: `${paths.players}?${NEW_PARAM}`, icon: Plus },
  { label: "Nuevo patrocinio", to: `${paths.deals}?${NEW_PARAM}`, icon: Plus },
  { label: "Nueva marca", to: `${paths.brands}?${NEW_PARAM}`, icon: Plus },
  { label: "Nueva tarea", to: `${paths.tasks}?${NEW_PARAM}`, icon: Plus },
  ...navGroups.flatMap((group) =>
    group.items.map((item) => ({ label: `Ir a ${item.title}`, to: item.to, icon: item.icon })),
  ),
];

/** Ctrl+K: the agent's records of every kind and the console's actions, all reachable from the keyboard. */
export function CommandPalette({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const debounced = useDebouncedValue(query.trim(), 150);
  const search = useSearch(debounced);
  const searching = debounced.length >= SEARCH_MIN_LENGTH;
  const groups = searching ? (search.data?.groups ?? []).filter((group) => group.results.length > 0) : [];
  const actions = useMemo(
    () => ACTIONS.filter((action) => withoutAccents(action.label).includes(withoutAccents(query.trim()))),
    [query],
  );

  const go = (to: string) => {
    onOpenChange(false);
    setQuery("");
    void navigate(to);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="top-[15vh] max-w-xl translate-y-0 gap-0 overflow-hidden p-0 [&>button:last-child]:hidden">
        <DialogTitle className="sr-only">Buscar en Palco</DialogTitle>
        <DialogDescription className="sr-only">
          Busca jugadores, marcas, patrocinios, eventos, noticias, documentos, objetivos y mandatos, o elige una acción.
        </DialogDescription>
        <Command shouldFilter={false} label="Buscar en Palco">
          <CommandInput
            value={query}
            onValueChange={setQuery}
            placeholder="Buscar jugadores, marcas, patrocinios..."
            aria-label="Buscar"
            autoFocus
          />
          <CommandList aria-label="Resultados">
            {searching && search.isFetching && !search.data ? <CommandLoading>Buscando...</CommandLoading> : null}
            {searching && search.isError ? (
              <p role="alert" className="px-3 py-4 text-sm text-destructive">
                No se pudo buscar. Inténtalo de nuevo.
              </p>
            ) : null}
            {!searching && query.trim().length > 0 ? (
              <p className="px-3 py-2 text-xs text-muted-foreground">
                Escribe al menos {SEARCH_MIN_LENGTH} letras para buscar en tus datos
              </p>
            ) : null}
            {searching && search.isSuccess && groups.length === 0 && actions.length === 0 ? (
              <CommandEmpty>Sin resultados para «{debounced}»</CommandEmpty>
            ) : null}
            {groups.map((group) => {
              const Icon = KIND_ICONS[group.kind];
              return (
                <CommandGroup key={group.kind} heading={SEARCH_KIND_LABELS[group.kind]}>
                  {group.results.map((result) => (
                    <CommandItem
                      key={`${result.kind}-${result.id}`}
                      value={`${result.kind}-${result.id}`}
                      onSelect={() => go(resultPath(result))}
                    >
                      <Icon />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate">{result.title}</span>
                        <span className="block truncate text-xs text-muted-foreground">{result.subtitle}</span>
                      </span>
                    </CommandItem>
                  ))}
                </CommandGroup>
              );
            })}
            {actions.length > 0 ? (
              <CommandGroup heading="Acciones">
                {actions.map((action) => (
                  <CommandItem key={action.label} value={action.label} onSelect={() => go(action.to)}>
                    <action.icon />
                    {action.label}
                  </CommandItem>
                ))}
              </CommandGroup>
            ) : null}
          </CommandList>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
