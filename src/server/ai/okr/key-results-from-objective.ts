import type { SuggestedKeyResult } from "../../../shared/schemas/okr-suggestions";
import { hasStem, normalizeQuestion } from "../offline/understanding/normalize";

type Theme = { stems: string[]; keyResults: SuggestedKeyResult[] };

const kr = (title: string, target: number, unit: string): SuggestedKeyResult => ({ title, target, current: 0, unit });

// Each theme's key results are measurable by the agent from Palco's own data or a count they keep.
const THEMES: Theme[] = [
  {
    stems: [
      "seguidor",
      "visibilidad",
      "redes",
      "instagram",
      "tiktok",
      "youtube",
      "comunidad",
      "audiencia",
      "notoriedad",
      "alcance",
    ],
    keyResults: [
      kr("Aumentar los seguidores totales un 15 %", 15, "%"),
      kr("Publicar contenido propio en redes", 36, "publicaciones"),
      kr("Engagement medio por encima del benchmark del 4,2 %", 4.2, "%"),
    ],
  },
  {
    stems: ["patrocin", "sponsor", "marca", "acuerdo", "ingreso", "comercial", "facturac", "embajador"],
    keyResults: [
      kr("Presentar propuestas a marcas nuevas", 6, "propuestas"),
      kr("Cerrar patrocinios nuevos", 2, "acuerdos"),
      kr("Renovar los patrocinios que vencen en el trimestre", 100, "%"),
    ],
  },
  {
    stems: ["contrato", "renov", "ampliac", "club", "fichaje", "traspaso", "negoci"],
    keyResults: [
      kr("Reuniones con la dirección deportiva", 4, "reuniones"),
      kr("Propuesta económica aprobada", 100, "%"),
      kr("Firma del contrato antes del cierre del trimestre", 1, "firma"),
    ],
  },
  {
    stems: ["reputacion", "imagen", "prensa", "medios", "sentimiento", "crisis", "comunicacion"],
    keyResults: [
      kr("Sentimiento en medios de al menos 75 sobre 100", 75, "puntos"),
      kr("Entrevistas o reportajes positivos publicados", 4, "publicaciones"),
      kr("Responder a cada noticia negativa en menos de 24 horas", 100, "%"),
    ],
  },
  {
    stems: ["inversion", "invert", "patrimonio", "ahorro", "financ", "cartera"],
    keyResults: [
      kr("Revisar cada inversión activa con el asesor", 100, "%"),
      kr("Oportunidades de inversión analizadas", 3, "análisis"),
      kr("Inversiones de riesgo alto por debajo del 20 % del total", 20, "%"),
    ],
  },
  {
    stems: ["rendimiento", "gol", "asistencia", "minuto", "titular", "lesion", "forma", "fisic", "deportiv"],
    keyResults: [
      kr("Minutos jugados en partidos oficiales", 1200, "minutos"),
      kr("Sesiones de preparación física individual", 24, "sesiones"),
      kr("Partidos como titular", 10, "partidos"),
    ],
  },
  {
    stems: ["social", "benefic", "fundacion", "solidari", "comunidad", "cantera", "escuela"],
    keyResults: [
      kr("Acciones solidarias realizadas", 3, "acciones"),
      kr("Aparición de las acciones en medios", 2, "noticias"),
      kr("Fondos recaudados para la causa", 20000, "€"),
    ],
  },
];

const FALLBACK: SuggestedKeyResult[] = [
  kr("Plan de acción aprobado con el jugador", 100, "%"),
  kr("Hitos del plan cumplidos", 4, "hitos"),
  kr("Revisiones de seguimiento con la agencia", 6, "reuniones"),
];

const NUMBER_WITH_UNIT =
  /(\d+(?:[.,]\d+)?)\s*(m|k|mil|millones|%)?\s*(?:de\s+)?(seguidores|patrocinios|acuerdos|goles|partidos|publicaciones|%)?/i;

/** A figure the objective itself names ("3M de seguidores", "10 goles"), used as the first key result. */
function statedTarget(objective: string): SuggestedKeyResult | undefined {
  const match = NUMBER_WITH_UNIT.exec(objective);
  if (!match?.[1] || (!match[2] && !match[3])) return undefined;
  const base = Number(match[1].replace(",", "."));
  const scale = match[2]?.toLowerCase();
  const value =
    scale === "m" || scale === "millones" ? base * 1_000_000 : scale === "k" || scale === "mil" ? base * 1_000 : base;
  const unit = scale === "%" || match[3] === "%" ? "%" : (match[3]?.toLowerCase() ?? "unidades");
  return { title: `Llegar a ${match[0].trim()}`, target: value, current: 0, unit };
}

/**
 * Three to four measurable key results for an objective, from the themes its words touch (deterministic: the
 * same objective gives the same suggestions).
 */
export function keyResultsFromObjective(objective: string): SuggestedKeyResult[] {
  const text = normalizeQuestion(objective);
  const matching = THEMES.filter((theme) => hasStem(text, ...theme.stems));
  const pool =
    matching.length === 0
      ? FALLBACK
      : matching.length === 1
        ? matching[0]!.keyResults
        : matching.flatMap((theme) => theme.keyResults.slice(0, 2));
  const stated = statedTarget(objective);
  const chosen = [...(stated ? [stated] : []), ...pool].slice(0, 4);
  return chosen.map((keyResult) => ({ ...keyResult }));
}
