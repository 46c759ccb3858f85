import { CalendarDays, CircleCheckBig, Newspaper } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

import type { PlayerHome } from "@shared/schemas/player-app";
import { RecordAvatar } from "@/components/record-picture/record-avatar";
import { buttonVariants } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { capitalize, formatDate, formatWeekdayDate } from "@/lib/format";

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

function Waiting({ waiting }: { waiting: PlayerHome["waiting"] }) {
  if (waiting.count === 0) return empty("No tienes nada pendiente de aprobar.");
  const more = waiting.count - waiting.items.length;
  return (
    <div className="space-y-3 rounded-lg border border-warning/50 bg-warning/10 p-4">
      <p className="font-medium">
        {waiting.count === 1 ? "Tienes 1 cosa por aprobar" : `Tienes ${waiting.count} cosas por aprobar`}
      </p>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {waiting.items.map((item) => (
          <li key={item.id}>{item.title}</li>
        ))}
        {more > 0 ? <li>y {more} más</li> : null}
      </ul>
      <Link to={paths.playerAppApprovals} className={buttonVariants({ className: "min-h-11 w-full" })}>
        Revisar y responder
      </Link>
    </div>
  );
}

/** The player's Inicio: who they are, what waits for their decision, their next events, their latest news. */
export function PlayerHomeView({ home }: { home: PlayerHome }) {
  return (
    <div className="space-y-8">
      <header className="flex items-center gap-4">
        <RecordAvatar
          name={home.player.name}
          pictureUrl={home.player.photoUrl}
          className="size-14 rounded-full bg-sidebar-primary text-lg text-sidebar-primary-foreground"
        />
        <div className="min-w-0">
          <h1 className="text-xl font-bold break-words">Hola, {home.player.name}</h1>
          <p className="text-sm text-muted-foreground">
            {home.player.position} · {home.player.team}
          </p>
        </div>
      </header>
      <Section title="Te espera" icon={<CircleCheckBig className="size-5" aria-hidden="true" />}>
        <Waiting waiting={home.waiting} />
      </Section>
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
