import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ageOn } from "../../../shared/domain/age";
import { agencyToday, shiftDays } from "../../../shared/domain/calendar-day";
import type { ChatMessage } from "../../../shared/schemas/ai-chat";
import { loadSampleDataIfEmpty } from "../../db/seed/load-sample-data";
import { createBrand } from "../../modules/brands";
import { createDeal } from "../../modules/deals";
import { createPlayer } from "../../modules/players";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { formatDay, formatFollowers } from "./answers/spanish-format";
import type { Subject } from "./answers/voice";
import { answerOffline } from "./engine";

const today = agencyToday();
const year = Number(today.slice(0, 4));

type Case = [question: string, expected: string[]];

async function ask(
  db: TestDatabase,
  question: string | ChatMessage[],
  options: { role?: "agent" | "player"; context?: Subject[] } = {},
) {
  const messages = typeof question === "string" ? [{ role: "user" as const, content: question }] : question;
  return answerOffline(db.db, { messages, role: options.role ?? "agent", contextPlayers: options.context ?? [] });
}

describe("the offline engine on the sample portfolio", () => {
  let database: TestDatabase;
  const subjects: Record<string, Subject> = {};
  beforeAll(async () => {
    database = await createTestDatabase();
    await loadSampleDataIfEmpty(database.db, today);
    const { rows } = await database.pool.query<Subject>("select id, name from players");
    for (const row of rows) subjects[row.name.split(" ")[0]!] = row;
  });
  afterAll(() => database.drop());

  const agentCases: Case[] = [
    [
      "¿Quién tiene más seguidores?",
      ["**Álvaro Martín Ruiz** es quien más seguidores en total tiene: 4,7 M", "Diego Salvatierra (2,4 M)"],
    ],
    ["quien tiene mas seguidores", ["**Álvaro Martín Ruiz**", "4,7 M"]],
    [
      "QUIÉN TIENE MÁS SEGUIDORES EN INSTAGRAM",
      ["**Álvaro Martín Ruiz** es quien más seguidores en Instagram tiene: 2,3 M"],
    ],
    [
      "¿Quién tiene más seguidores en TikTok?",
      ["seguidores en TikTok", "**Álvaro Martín Ruiz**", "Diego Salvatierra (1,2 M)"],
    ],
    ["¿quién tiene menos seguidores?", ["**Nicolás Ferreira** es quien menos seguidores en total tiene: 859 K"]],
    ["jugador con más seguidores en youtube", ["seguidores en YouTube", "310 K"]],
    ["¿Quién tiene más seguidores en X?", ["seguidores en X tiene: 620 K"]],
    ["¿Quién tiene el mejor engagement?", ["El engagement más alto es el de **Diego Salvatierra**: 5,6 %"]],
    ["peor engagement", ["El engagement más bajo es el de **Nicolás Ferreira**: 4,6 %"]],
    ["¿Quién tiene el sentimiento más bajo?", ["El sentimiento más bajo es el de **Nicolás Ferreira**: 68/100"]],
    ["quien tiene mejor reputacion", ["El sentimiento más alto es el de **Álvaro Martín Ruiz**: 82/100"]],
    ["¿Cuántos jugadores tengo?", ["Tienes **3 jugadores** en la cartera."]],
    ["cuantos jugadores hay en la cartera", ["**3 jugadores**"]],
    [
      "Resumen de Álvaro",
      [
        "**Álvaro Martín Ruiz**: delantero de CD Alcázar",
        "Valor de mercado: 45M€",
        "Zenit Sport",
        "Inversiones: 2 (2 activas)",
      ],
    ],
    ["háblame de Diego Salvatierra", ["**Diego Salvatierra**: centrocampista de Atlético Marítimo (Argentina"]],
    ["¿En qué equipo juega Salvatierra?", ["**Diego Salvatierra** juega en **Atlético Marítimo**"]],
    ["equipo de nicolas", ["**Real Club Deportivo Norte**"]],
    ["¿Cuánto vale Ferreira?", ["El valor de mercado de **Nicolás Ferreira** es **12M€**."]],
    ["valor de mercado de alvaro martin", ["**45M€**"]],
    // Names as they get typed: a letter missing, two swapped.
    ["cuanto vale salvatiera", ["El valor de mercado de **Diego Salvatierra**"]],
    ["engagement de ferriera", ["**Nicolás Ferreira**", "4,6 %"]],
    ["¿Cuándo termina el contrato de Diego?", [`termina el **${formatDay(`${year + 1}-06-30`)}**`]],
    ["¿hasta cuándo tiene contrato Nicolás?", [formatDay(`${year + 3}-06-30`)]],
    [
      "¿Qué patrocinios tiene Álvaro?",
      [
        "**Álvaro Martín Ruiz** tiene 2 patrocinios",
        "**Zenit Sport** · Embajador · Activa · 1.200.000€",
        "**Velocis Motors**",
      ],
    ],
    ["sponsors de diego", ["**Aqualis** · Patrocinio · Negociación · 350.000€"]],
    ["¿Qué marcas patrocinan a Ferreira?", ["**NovaPlay** · Patrocinio · Prospect"]],
    ["inversiones de Álvaro", ["**FitTrack Labs** (Startup)", "**Apartamentos Marbella Centro** (Inmueble)"]],
    ["¿Tiene inversiones Nicolás?", ["**Nicolás Ferreira** no tiene inversiones registradas."]],
    [
      "próximos eventos de Álvaro",
      ["Eventos de **Álvaro Martín Ruiz** en los próximos 30 días", "**CD Alcázar - Atlético Marítimo** (Partido)"],
    ],
    ["¿Qué partidos tiene Martín?", ["CD Alcázar - Atlético Marítimo"]],
    [
      "noticias de Ferreira",
      ["**Ferreira, expulsado en el derbi: dos partidos de sanción** (Crónica del Norte, negativo)"],
    ],
    [
      "¿Cuántos seguidores tiene Diego?",
      ["**Diego Salvatierra** suma 2,4 M en total (Instagram 850 K, TikTok 1,2 M, X 240 K y YouTube 95 K)"],
    ],
    ["engagement de nicolas ferreira", ["es del **4,6 %**, 0,4 puntos por encima del benchmark del sector (4,2 %)"]],
    ["¿Qué edad tiene Álvaro?", [`**Álvaro Martín Ruiz** tiene **${ageOn("2001-04-12", today)} años**.`]],
    ["¿De qué juega Salvatierra?", ["juega de **centrocampista**"]],
    ["sentimiento de Álvaro", ["**82/100** (positivo)"]],
    ["OKRs de Diego", ["Renovar el contrato de Diego Salvatierra", "**45 %**"]],
    ["¿Qué tiene pendiente de aprobar Álvaro?", ["**Renovación del patrocinio con Zenit Sport** · 1.400.000€"]],
    [
      "¿Cómo va el pipeline?",
      [
        "Tienes **4 patrocinios** por **2.240.000 €** en total",
        "- Negociación: 1 (350.000 €)",
        "- Activa: 2 (1.800.000 €)",
      ],
    ],
    ["valor del pipeline", ["**2.240.000 €**"]],
    ["patrocinios por etapa", ["- Prospect: 1 (90.000 €)"]],
    [
      "¿Qué patrocinios están en negociación?",
      ["Hay 1 patrocinio en negociación", "**Diego Salvatierra** con Aqualis · Patrocinio · 350.000€"],
    ],
    ["deals en negociacion", ["con Aqualis"]],
    ["¿Qué patrocinios están activos?", ["Hay 2 patrocinios activos", "con Zenit Sport", "con Velocis Motors"]],
    ["oportunidades en prospect", ["**Nicolás Ferreira** con NovaPlay"]],
    [
      "¿Qué contratos o renovaciones vencen pronto?",
      ["En los próximos 180 días", `Zenit Sport (1.200.000€): ${formatDay(shiftDays(today, 165))} (en 165 días)`],
    ],
    [
      "renovaciones en los próximos 12 meses",
      ["En los próximos 360 días", "Velocis Motors", "Fin de contrato de **Diego Salvatierra**"],
    ],
    [
      "¿Qué vence en los próximos 30 días?",
      [
        "No vence ningún contrato ni renovación en los próximos 30 días.",
        `Lo siguiente es la renovación con Zenit Sport de Álvaro Martín Ruiz, el ${formatDay(shiftDays(today, 165))}.`,
      ],
    ],
    [
      "¿Cuál es el próximo evento?",
      ["El próximo evento es **Sesión de recuperación** (Entrenamiento) de Nicolás Ferreira: mañana"],
    ],
    [
      "agenda de los próximos 7 días",
      [
        "Eventos en los próximos 7 días",
        "**Sesión de recuperación**",
        "**Presentación de la campaña de Aqualis** (Evento) · Diego Salvatierra",
      ],
    ],
    ["¿Qué eventos hay este mes?", ["Eventos este mes (del ", "**Sesión de recuperación**"]],
    ["eventos esta semana", ["esta semana"]],
    [
      "últimas noticias",
      [
        "Últimas noticias:",
        "**Álvaro Martín firma un doblete y lidera la remontada del Alcázar** (Diario Deportivo, positivo)",
      ],
    ],
    ["¿Hay noticias negativas?", ["Noticias negativas", "Ferreira, expulsado en el derbi"]],
    ["ultimas noticias de prensa", ["Salvatierra, en la agenda de varios clubes europeos"]],
    [
      "¿Cuál es la inversión más arriesgada?",
      ["La inversión de más riesgo es **FitTrack Labs** (Startup, riesgo alto) de Álvaro Martín Ruiz: 250.000€"],
    ],
    ["inversiones", ["Inversiones, de más a menos riesgo:", "**Fondo Deportivo Global** (Fondo) · Diego Salvatierra"]],
    ["inversiones de riesgo", ["**FitTrack Labs**"]],
    [
      "¿Cómo van los OKRs?",
      ["Hay 3 OKRs; los activos van de media al **60 %**", "Consolidar la imagen de marca de la agencia"],
    ],
    ["progreso de los objetivos", ["Aumentar la visibilidad internacional de Álvaro Martín", "74 %"]],
    [
      "aprobaciones pendientes",
      ["Hay 3 propuestas pendientes de aprobar", "**Sesión de fotos con NovaPlay** · Nicolás Ferreira"],
    ],
    ["¿Qué tengo pendiente de aprobar?", ["Hay 3 propuestas pendientes de aprobar"]],
    [
      "¿Qué jugadores patrocina Zenit?",
      ["**Zenit Sport** (Deportes) tiene 1 patrocinio", "**Álvaro Martín Ruiz** · Embajador · Activa"],
    ],
    ["patrocinios con aqualis", ["**Diego Salvatierra** · Patrocinio · Negociación"]],
    ["¿Con quién trabaja Velocis Motors?", ["**Velocis Motors** (Automoción) tiene 1 patrocinio"]],
    ["hola", ["¡Hola!", "¿Quién tiene más seguidores?"]],
    ["¿Qué tiempo hará mañana?", ["No sé hacer eso todavía", "- ¿Cuál es el próximo evento?"]],
    ["cambia el color del menú a verde", ["[CAMBIAR_COLOR:verde]"]],
    // Configuración's own example, and other ways of saying it without the word "color".
    ["pon el menú azul marino", ["[CAMBIAR_COLOR:azul marino]"]],
    ["quiero la barra lateral en verde oscuro", ["[CAMBIAR_COLOR:verde oscuro]"]],
    ["pinta el menu de granate", ["[CAMBIAR_COLOR:granate]"]],
    ["pon el menú en #1e3a8a", ["[CAMBIAR_COLOR:#1e3a8a]"]],
    ["Cambia el color del menu a #FF8800", ["[CAMBIAR_COLOR:#FF8800]"]],
    ["pon el color del menú en rgb(12, 34, 56)", ["[CAMBIAR_COLOR:rgb(12, 34, 56)]"]],
    ["change the menu color to navy", ["[CAMBIAR_COLOR:navy]"]],
    ["cambia el color del menú a arcoíris", ["No reconozco «arcoíris» como un color"]],
    ["¿Cuál es el engagement medio?", ["El engagement medio de la cartera es del **5,0 %**"]],
    [
      "seguidores de la cartera",
      [
        `suman **${formatFollowers(2_300_000 + 1_450_000 + 620_000 + 850_000 + 1_200_000 + 240_000 + 420_000 + 310_000 + 88_000)}** seguidores`,
      ],
    ],
    ["valor de mercado", ["Tu cartera vale **85.000.000 €** en valor de mercado"]],
    ["¿cuál es el valor de mercado?", ["Tu cartera vale"]],
  ];

  it.each(agentCases)("agent: %s", async (question, expected) => {
    const answer = await ask(database, question);
    for (const text of expected) expect(answer).toContain(text);
    expect(answer).not.toContain("[CAMBIAR_COLOR:null");
  });

  it("never changes the colour to something that is not one", async () => {
    expect(await ask(database, "cambia el color del menú a red;background:url(x)")).not.toContain("[CAMBIAR_COLOR");
  });

  it("follows the conversation one step back", async () => {
    const history = (first: string, second: string): ChatMessage[] => [
      { role: "user", content: first },
      { role: "assistant", content: "..." },
      { role: "user", content: second },
    ];
    expect(await ask(database, history("¿En qué equipo juega Diego?", "¿y sus patrocinios?"))).toContain(
      "**Aqualis** · Patrocinio",
    );
    expect(await ask(database, history("Resumen de Nicolás", "¿Cuál es su valor de mercado?"))).toContain("**12M€**");
    expect(await ask(database, history("¿Cuánto vale Álvaro?", "y sus inversiones"))).toContain("FitTrack Labs");
  });

  it("answers about the player of the page the agent is on", async () => {
    const context = [subjects["Nicolás"]!];
    expect(await ask(database, "¿Cuál es su valor de mercado?", { context })).toContain(
      "**Nicolás Ferreira** es **12M€**",
    );
    expect(await ask(database, "¿Cuál es el próximo evento?", { context })).toContain(
      "El próximo evento de **Nicolás Ferreira** es **Sesión de recuperación**",
    );
    expect(await ask(database, "¿Quién tiene más seguidores?", { context })).toContain(
      "**Álvaro Martín Ruiz** es quien más",
    );
  });

  const playerCases: Case[] = [
    ["¿Cuántos seguidores tengo?", ["Sumas 2,4 M en total"]],
    ["¿Cuál es mi próximo evento?", ["Tu próximo evento es **Presentación de la campaña de Aqualis** (Evento)"]],
    ["¿Qué patrocinios tengo?", ["Tienes 1 patrocinio:", "**Aqualis**"]],
    ["¿Cómo va mi engagement?", ["Tu engagement es del **5,6 %**, 1,4 puntos por encima"]],
    [
      "¿cuando termina mi contrato?",
      [`Tu contrato con Atlético Marítimo termina el **${formatDay(`${year + 1}-06-30`)}**`],
    ],
    ["mis inversiones", ["Tienes 1 inversión:", "Fondo Deportivo Global"]],
    ["cual es mi valor de mercado", ["Tu valor de mercado es **28M€**."]],
    ["hola", ["¡Hola, Diego!", "¿Cuántos seguidores tengo?"]],
    ["¿Quién tiene más seguidores?", ["Solo puedo hablar de tus propios datos, Diego"]],
    ["¿Cuánto vale Álvaro?", ["Solo puedo hablar de tus propios datos, Diego"]],
    ["¿Cuántos jugadores tiene la agencia?", ["Solo puedo hablar de tus propios datos"]],
  ];

  it.each(playerCases)("player: %s", async (question, expected) => {
    const answer = await ask(database, question, { role: "player", context: [subjects["Diego"]!] });
    for (const text of expected) expect(answer).toContain(text);
  });
});

// A second portfolio with other names and figures, so the engine is not shaped around the sample.
function seededNumbers(seed: number) {
  let state = seed;
  return (min: number, max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return min + (state % (max - min + 1));
  };
}

describe("the offline engine on a generated portfolio", () => {
  let database: TestDatabase;
  const generated = [
    { name: "Iker Zubiaurre Olano", team: "Club Atlético Bahía", position: "Portero" },
    { name: "Mateo Quintana", team: "Unión Deportiva Sierra", position: "Lateral" },
    { name: "Samuel Okafor", team: "Racing del Puerto", position: "Extremo" },
    { name: "Bruno Castellanos", team: "Sporting Meseta", position: "Mediapunta" },
    { name: "Iker Valdés", team: "Deportivo Ribera", position: "Pivote" },
  ].map((player, index) => {
    const random = seededNumbers(index + 7);
    return {
      ...player,
      nationality: "España",
      instagramFollowers: random(10_000, 5_000_000),
      tiktokFollowers: random(10_000, 3_000_000),
      xFollowers: random(1_000, 900_000),
      youtubeFollowers: random(1_000, 400_000),
      engagementRate: random(15, 90) / 10,
      sentiment: random(20, 95),
      marketValue: `${random(1, 90)}M€`,
    };
  });
  const total = (player: (typeof generated)[number]) =>
    player.instagramFollowers + player.tiktokFollowers + player.xFollowers + player.youtubeFollowers;

  beforeAll(async () => {
    database = await createTestDatabase();
    const created = [];
    for (const player of generated) created.push(await createPlayer(database.db, player));
    const brand = await createBrand(database.db, { name: "Orbital Gear", sector: "Tecnología" });
    await createDeal(database.db, {
      playerId: created[1]!.id,
      brandId: brand.id,
      stage: "Activa",
      type: "Embajador",
      fee: "75.000€",
    });
  });
  afterAll(() => database.drop());

  it("ranks by the generated figures", async () => {
    const byFollowers = [...generated].sort((a, b) => total(b) - total(a));
    expect(await ask(database, "¿quién tiene más seguidores?")).toContain(
      `**${byFollowers[0]!.name}** es quien más seguidores en total tiene: ${formatFollowers(total(byFollowers[0]!))}`,
    );
    const byEngagement = [...generated].sort((a, b) => a.engagementRate - b.engagementRate);
    expect(await ask(database, "peor engagement")).toContain(`**${byEngagement[0]!.name}**`);
    expect(await ask(database, "cuantos jugadores tengo")).toContain("**5 jugadores**");
  });

  it("finds players by surname and full name, and asks when a first name is shared", async () => {
    expect(await ask(database, "¿Cuánto vale Okafor?")).toContain(`**${generated[2]!.marketValue}**`);
    expect(await ask(database, "equipo de iker valdes")).toContain("**Deportivo Ribera**");
    expect(await ask(database, "Resumen de Iker")).toBe(
      "Hay varios jugadores que encajan con «iker»: **Iker Valdés**, **Iker Zubiaurre Olano**. ¿A cuál te refieres?",
    );
  });

  it("lists a brand's deals and a player's sponsors", async () => {
    expect(await ask(database, "¿Qué jugadores patrocina Orbital?")).toContain(
      "**Mateo Quintana** · Embajador · Activa · 75.000€",
    );
    expect(await ask(database, "patrocinios de Quintana")).toContain("**Orbital Gear** · Embajador · Activa");
    expect(await ask(database, "patrocinios de Castellanos")).toContain(
      "**Bruno Castellanos** no tiene patrocinios registrados.",
    );
  });
});
