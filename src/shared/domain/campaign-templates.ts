import type { CampaignType } from "../schemas/campaign-image";

export type CampaignTemplate = {
  id: CampaignType;
  name: string;
  description: string;
  /** What applying the template writes in the description. */
  prompt: string;
  /** The poster's headline for this kind of campaign. */
  headline: string;
};

export const CAMPAIGN_TEMPLATES: readonly CampaignTemplate[] = [
  {
    id: "product-launch",
    name: "Lanzamiento de Producto",
    description: "Presenta un producto nuevo de la marca con el jugador como protagonista.",
    prompt:
      "Lanzamiento de las nuevas botas de la marca. El jugador las presenta en un estadio iluminado de noche, con el producto en primer plano y el mensaje: Diseñadas para marcar la diferencia.",
    headline: "Nuevo lanzamiento",
  },
  {
    id: "victory-celebration",
    name: "Celebración de Victoria",
    description: "Celebra un gol, un título o un récord con la energía del momento.",
    prompt:
      "Celebración del gol de la victoria en el último minuto. El jugador corre hacia la grada con los brazos abiertos, confeti y luces del estadio, con el mensaje: Hasta el último segundo.",
    headline: "¡Victoria!",
  },
  {
    id: "training-lifestyle",
    name: "Entrenamiento & Lifestyle",
    description: "Muestra la rutina, el esfuerzo y el estilo de vida del jugador.",
    prompt:
      "Sesión de entrenamiento al amanecer en la ciudad deportiva: sprints, sudor y concentración, con ropa técnica de la marca y el mensaje: El trabajo que nadie ve.",
    headline: "Entrena sin límites",
  },
  {
    id: "brand-ambassador",
    name: "Embajador de Marca",
    description: "Anuncia o refuerza la alianza del jugador con una marca.",
    prompt:
      "Anuncio oficial del jugador como nuevo embajador de la marca para la temporada. Retrato elegante con el logotipo de la marca y el mensaje: Una alianza con carácter.",
    headline: "Embajador oficial",
  },
  {
    id: "motivational",
    name: "Motivacional",
    description: "Un mensaje inspirador para los seguidores del jugador.",
    prompt:
      "Mensaje de superación tras volver de una lesión: el jugador mira al frente en un túnel de vestuario en penumbra, con el mensaje: Cada caída es el comienzo de un regreso.",
    headline: "Nunca te rindas",
  },
  {
    id: "social-impact",
    name: "Impacto Social",
    description: "Da visibilidad a la fundación o a una causa que apoya el jugador.",
    prompt:
      "Campaña solidaria de la fundación del jugador: entrenamiento con niños de la escuela de fútbol del barrio y el mensaje: El fútbol que nos une. Colores cálidos y sonrisas.",
    headline: "Juntos sumamos",
  },
];

export const campaignTemplate = (id: CampaignType): CampaignTemplate =>
  CAMPAIGN_TEMPLATES.find((template) => template.id === id) ?? CAMPAIGN_TEMPLATES[0]!;
