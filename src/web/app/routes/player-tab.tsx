const titles = {
  reputation: "Reputación",
  calendar: "Calendario",
  deals: "Patrocinios",
  investments: "Inversiones",
  medialab: "Generador de imágenes de campaña",
} as const;

export function PlayerTabRoute({ tab }: { tab: keyof typeof titles }) {
  return <h2 className="text-lg font-semibold">{titles[tab]}</h2>;
}
