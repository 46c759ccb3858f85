import { CalendarDays, Newspaper } from "lucide-react";
import type { ReactNode } from "react";

import type { PlayerHome } from "@shared/schemas/player-app";
import { capitalize, formatDate, formatWeekdayDate, initials } from "@/lib/format";

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="space-y-3" aria-label={title}>
      <h2 className="flex items-center gap-2 text-base font-semibold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

const empty = (text: string) => (
  <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">{text}</p>
);

/** The player's Inicio: who they are, their next events, their latest news. */
export function PlayerHomeView({ home }: { home: PlayerHome }) {
  return (
    <div className="space-y-8">
      <header className="flex items-center gap-4">
        <div
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-sidebar-primary text-lg font-bold text-sidebar-primary-foreground"
        >
          {initials(home.player.name)}
        </div>
        <div className="min-w-0">
          <h1 className="text-xl font-bold break-words">Hola, {home.player.name}</h1>
          <p className="text-sm text-muted-foreground">
            {home.player.position} · {home.player.team}
          </p>
        </div>
      </header>
      <Section title="Próximos eventos" icon={<CalendarDays className="size-5" aria-hidden="true" />}>
        {home.upcomingEvents.length === 0 ? (
          empty("No tienes eventos próximos.")
        ) : (
          <ul className="divide-y rounded-lg border">
            {home.upcomingEvents.map((event) => (
              <li key={event.id} className="p-4">
                <p className="font-medium">{event.title}</p>
                <p className="text-sm text-muted-foreground">
                  {capitalize(formatWeekdayDate(event.date))} · {event.time}
                  {event.location ? ` · ${event.location}` : ""}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Tus últimas noticias" icon={<Newspaper className="size-5" aria-hidden="true" />}>
        {home.recentNews.length === 0 ? (
          empty("Todavía no hay noticias tuyas.")
        ) : (
          <ul className="divide-y rounded-lg border">
            {home.recentNews.map((item) => (
              <li key={item.id} className="p-4">
                <p className="font-medium">{item.title}</p>
                <p className="text-sm text-muted-foreground">
                  {item.source} · {formatDate(item.date)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
