import { PageHeader } from "@/components/page-header";

export function PlayersRoute() {
  return <PageHeader title="Jugadores" description="Gestiona tu cartera de jugadores" />;
}
