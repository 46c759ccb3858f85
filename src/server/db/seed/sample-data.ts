import { monthStartOf, shiftDays, shiftMonths } from "../../../shared/domain/calendar-day";
import type { ApprovalKind, ApprovalStatus, DealStage, OkrQuarter } from "../../../shared/domain/enums";
import {
  followerHistory,
  startOfMonthLevels,
  tuneTotalGrowth,
  type MonthlyRates,
  type Networks,
  type Snapshot,
} from "./follower-history";

// SPEC figures the sample data is shaped to produce (checked by tests, computed by the API).
export const SAMPLE_TOTAL_FOLLOWER_GROWTH = 12.5;

type SamplePlayer = {
  key: string;
  name: string;
  birthDate: string;
  position: string;
  nationality: string;
  team: string;
  current: Networks;
  growthThisMonth: Networks;
  olderRates: MonthlyRates;
  engagementRate: number;
  instagramEngagement: number;
  tiktokEngagement: number;
  sentiment: number;
  sentimentNegative: number;
  marketValue: string;
  contractUntil: string;
  joinedMonthsAgo: number;
};

function quarterOf(day: string): OkrQuarter {
  return `Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}` as OkrQuarter;
}

/** Every sample record, with dates relative to `today` so that upcoming lists are never empty. */
export function buildSampleData(today: string) {
  const year = Number(today.slice(0, 4));
  const monthStart = monthStartOf(today);
  const day = (offset: number) => shiftDays(today, offset);

  const players: SamplePlayer[] = [
    {
      key: "alvaro",
      name: "Álvaro Martín Ruiz",
      birthDate: "2001-04-12",
      position: "Delantero",
      nationality: "España",
      team: "CD Alcázar",
      current: { instagram: 2_300_000, tiktok: 1_450_000, x: 620_000, youtube: 310_000 },
      growthThisMonth: { instagram: 12, tiktok: 16, x: 8, youtube: 6 },
      olderRates: { instagram: [9, 11, 7, 13], tiktok: [14, 17, 12], x: [6, 8, 5], youtube: [5, 7, 6] },
      engagementRate: 4.8,
      instagramEngagement: 5.6,
      tiktokEngagement: 6,
      sentiment: 82,
      sentimentNegative: 5,
      marketValue: "45M€",
      contractUntil: `${year + 2}-06-30`,
      joinedMonthsAgo: 14,
    },
    {
      key: "diego",
      name: "Diego Salvatierra",
      birthDate: "1998-09-03",
      position: "Centrocampista",
      nationality: "Argentina",
      team: "Atlético Marítimo",
      current: { instagram: 850_000, tiktok: 1_200_000, x: 240_000, youtube: 95_000 },
      growthThisMonth: { instagram: 9, tiktok: 18, x: 7, youtube: 12 },
      olderRates: { instagram: [8, 6, 10], tiktok: [15, 19, 13], x: [5, 7], youtube: [9, 11] },
      engagementRate: 5.6,
      instagramEngagement: 6.4,
      tiktokEngagement: 6.8,
      sentiment: 74,
      sentimentNegative: 5,
      marketValue: "28M€",
      contractUntil: `${year + 1}-06-30`,
      joinedMonthsAgo: 10,
    },
    {
      key: "nicolas",
      name: "Nicolás Ferreira",
      birthDate: "2003-01-22",
      position: "Defensa",
      nationality: "Uruguay",
      team: "Real Club Deportivo Norte",
      current: { instagram: 420_000, tiktok: 310_000, x: 88_000, youtube: 41_000 },
      growthThisMonth: { instagram: 14, tiktok: 19, x: 5, youtube: 10 },
      olderRates: { instagram: [12, 15, 10], tiktok: [17, 13], x: [6, 5], youtube: [8, 12] },
      engagementRate: 4.6,
      instagramEngagement: 5.4,
      tiktokEngagement: 5.8,
      sentiment: 68,
      sentimentNegative: 5,
      marketValue: "12M€",
      contractUntil: `${year + 3}-06-30`,
      // Signed this month: the dashboard's "+1 este mes".
      joinedMonthsAgo: 0,
    },
  ];

  const growth = players.map((player) => ({
    current: player.current,
    atMonthStart: startOfMonthLevels(player.current, player.growthThisMonth),
  }));
  tuneTotalGrowth(growth, SAMPLE_TOTAL_FOLLOWER_GROWTH);
  const snapshots: Record<string, Snapshot[]> = {};
  players.forEach((player, index) => {
    snapshots[player.key] = followerHistory(growth[index]!.atMonthStart, monthStart, player.olderRates);
  });

  const brands = [
    {
      key: "zenit",
      name: "Zenit Sport",
      sector: "Deportes",
      contactEmail: "alianzas@zenitsport.example",
      primaryColor: "#f4c430",
      secondaryColor: "#111827",
    },
    {
      key: "aqualis",
      name: "Aqualis",
      sector: "Bebidas",
      contactEmail: "marketing@aqualis.example",
      primaryColor: "#0096c7",
      secondaryColor: "#caf0f8",
    },
    {
      key: "novaplay",
      name: "NovaPlay",
      sector: "Gaming",
      contactEmail: "partners@novaplay.example",
      primaryColor: "#8b5cf6",
      secondaryColor: "#22d3ee",
    },
    {
      key: "velocis",
      name: "Velocis Motors",
      sector: "Automoción",
      contactEmail: "patrocinios@velocis.example",
      primaryColor: "#e63946",
      secondaryColor: "#f1faee",
    },
    {
      key: "lumen",
      name: "Lumen Relojes",
      sector: "Relojería",
      contactEmail: "prensa@lumenrelojes.example",
      primaryColor: "#c9a227",
      secondaryColor: "#1b1b1b",
    },
    {
      key: "horizonte",
      name: "Banco Horizonte",
      sector: "Finanzas",
      contactEmail: "deportes@bancohorizonte.example",
      primaryColor: "#1d4ed8",
      secondaryColor: "#93c5fd",
    },
  ];

  const deals: {
    player: string;
    brand: string;
    stage: DealStage;
    type: string;
    fee: string;
    deliverables: string[];
    startDate: string | null;
    renewDate: string | null;
    daysAgo: number;
  }[] = [
    {
      player: "alvaro",
      brand: "zenit",
      stage: "Activa",
      type: "Embajador",
      fee: "1.200.000€",
      deliverables: ["4 posts de Instagram al mes", "Campaña de lanzamiento de bota", "2 eventos presenciales"],
      startDate: day(-200),
      renewDate: day(165),
      daysAgo: 200,
    },
    {
      player: "diego",
      brand: "aqualis",
      stage: "Negociación",
      type: "Patrocinio",
      fee: "350.000€",
      deliverables: ["Spot de televisión", "Contenido semanal en TikTok"],
      startDate: null,
      renewDate: null,
      daysAgo: 12,
    },
    {
      player: "nicolas",
      brand: "novaplay",
      stage: "Prospect",
      type: "Patrocinio",
      fee: "90.000€",
      deliverables: ["Streaming mensual", "Torneo benéfico"],
      startDate: null,
      renewDate: null,
      daysAgo: 4,
    },
    {
      player: "alvaro",
      brand: "velocis",
      stage: "Activa",
      type: "Patrocinio",
      fee: "600.000€",
      deliverables: ["Sesión de fotos anual", "Vehículo oficial"],
      startDate: day(-90),
      renewDate: day(275),
      daysAgo: 90,
    },
  ];

  const investments = [
    {
      player: "alvaro",
      type: "Startup" as const,
      name: "FitTrack Labs",
      amount: "250.000€",
      risk: "alto" as const,
      status: "activa" as const,
      date: day(-300),
      expectedReturn: "15-25%",
    },
    {
      player: "alvaro",
      type: "Inmueble" as const,
      name: "Apartamentos Marbella Centro",
      amount: "1.200.000€",
      risk: "bajo" as const,
      status: "activa" as const,
      date: day(-520),
      expectedReturn: "4-6%",
    },
    {
      player: "diego",
      type: "Fondo" as const,
      name: "Fondo Deportivo Global",
      amount: "400.000€",
      risk: "medio" as const,
      status: "en evaluación" as const,
      date: day(-20),
      expectedReturn: "7-10%",
    },
  ];

  const news = [
    {
      player: "alvaro",
      title: "Álvaro Martín firma un doblete y lidera la remontada del Alcázar",
      source: "Diario Deportivo",
      sentiment: "positivo" as const,
      date: day(-2),
      excerpt: "El delantero marcó dos goles en la segunda parte y suma ya once tantos en la temporada.",
    },
    {
      player: "diego",
      title: "Salvatierra, en la agenda de varios clubes europeos",
      source: "Gol Digital",
      sentiment: "neutral" as const,
      date: day(-5),
      excerpt: "El centrocampista argentino termina contrato el próximo verano y su entorno estudia las opciones.",
    },
    {
      player: "nicolas",
      title: "Ferreira, expulsado en el derbi: dos partidos de sanción",
      source: "Crónica del Norte",
      sentiment: "negativo" as const,
      date: day(-40),
      excerpt: "El comité de competición castiga al central uruguayo tras la tarjeta roja del pasado domingo.",
    },
  ];

  const events = [
    {
      player: "nicolas",
      type: "Entrenamiento" as const,
      title: "Sesión de recuperación",
      date: day(1),
      time: "10:00",
      endTime: "11:30",
      location: "Ciudad Deportiva Norte",
      status: "confirmado" as const,
    },
    {
      player: "alvaro",
      type: "Partido" as const,
      title: "CD Alcázar - Atlético Marítimo",
      date: day(3),
      time: "20:00",
      endTime: "21:45",
      location: "Estadio Municipal del Alcázar",
      status: "confirmado" as const,
    },
    {
      player: "diego",
      type: "Evento" as const,
      title: "Presentación de la campaña de Aqualis",
      date: day(7),
      time: "12:30",
      endTime: "14:00",
      location: "Madrid",
      status: "pendiente" as const,
    },
    {
      player: "alvaro",
      type: "Evento" as const,
      title: "Gala de premios de la liga",
      date: day(-10),
      time: "21:00",
      location: "Sevilla",
      status: "confirmado" as const,
    },
  ];

  const documents = [
    {
      player: "alvaro",
      brand: "zenit",
      type: "Contrato" as const,
      name: "Contrato de patrocinio Zenit Sport",
      date: day(-200),
      status: "firmado" as const,
      kind: "contrato-patrocinio" as const,
      expiresOn: day(400),
    },
    {
      player: "diego",
      brand: "aqualis",
      type: "NDA" as const,
      name: "Acuerdo de confidencialidad Aqualis",
      date: day(-6),
      status: "pendiente" as const,
    },
  ];

  const quarter = quarterOf(today);
  const okrs = [
    {
      player: "alvaro",
      objective: "Aumentar la visibilidad internacional de Álvaro Martín",
      description: "Crecer en redes y cerrar acuerdos con marcas fuera de España.",
      status: "active" as const,
      keyResults: [
        { title: "Alcanzar 3M de seguidores en Instagram", target: 3_000_000, current: 2_300_000, unit: "seguidores" },
        { title: "Cerrar 2 patrocinios internacionales", target: 2, current: 1, unit: "acuerdos" },
        { title: "Engagement medio por encima del 5%", target: 5, current: 4.8, unit: "%" },
      ],
    },
    {
      player: "diego",
      objective: "Renovar el contrato de Diego Salvatierra",
      description: "Negociar la ampliación antes de que entre en el último año.",
      status: "active" as const,
      keyResults: [
        { title: "Reuniones con la dirección deportiva", target: 4, current: 2, unit: "reuniones" },
        { title: "Propuesta económica aprobada", target: 100, current: 40, unit: "%" },
      ],
    },
    {
      player: null,
      objective: "Consolidar la imagen de marca de la agencia",
      description: "Dar a conocer los casos de éxito de la cartera.",
      status: "draft" as const,
      keyResults: [{ title: "Publicar 12 casos de éxito", target: 12, current: 3, unit: "publicaciones" }],
    },
  ].map((okr) => ({ ...okr, quarter, year }));

  const pendingApprovals: {
    player: string;
    kind: ApprovalKind;
    title: string;
    detail: string;
    amount: string | null;
    scheduledFor: string | null;
    /** The brand of the player's deal the question is about: approved, a renewal gives it its new terms. */
    dealWith?: string;
  }[] = [
    {
      player: "alvaro",
      kind: "renewal",
      title: "Renovación del patrocinio con Zenit Sport",
      detail: "Propuesta de renovación por dos temporadas con aumento de entregables digitales.",
      amount: "1.400.000€",
      // Two more seasons from the deal's current renewal date.
      scheduledFor: day(165 + 730),
      dealWith: "zenit",
    },
    {
      player: "diego",
      kind: "social_post",
      title: "Publicación generada con IA para Aqualis",
      detail: "Post de Instagram presentando la nueva bebida isotónica, redactado por el asistente.",
      amount: null,
      scheduledFor: null,
    },
    {
      player: "nicolas",
      kind: "photo_session",
      title: "Sesión de fotos con NovaPlay",
      detail: "Sesión para la campaña de lanzamiento del nuevo mando.",
      amount: null,
      scheduledFor: day(9),
    },
  ];
  const decidedTitles = [
    "Post de Instagram para Zenit Sport",
    "Entrevista en Gol Digital",
    "Sesión de fotos para Velocis Motors",
    "Vídeo de TikTok con Aqualis",
    "Visita a la escuela de fútbol",
    "Firma de camisetas benéfica",
    "Reel de entrenamiento",
    "Podcast Fútbol y Negocio",
    "Campaña de Navidad Zenit Sport",
    "Story patrocinada de NovaPlay",
    "Acto con Banco Horizonte",
    "Rodaje del spot de Velocis",
    "Colaboración con Lumen Relojes",
    "Publicación sobre apuestas deportivas",
  ];
  const decidedApprovals = decidedTitles.map((title, index) => ({
    player: ["alvaro", "diego", "nicolas"][index % 3]!,
    kind: (["social_post", "photo_session", "renewal"] as const)[index % 3]!,
    title,
    detail: "",
    amount: null,
    scheduledFor: null,
    // SPEC counters: 12 approved and 2 rejected.
    status: (index < 12 ? "approved" : "rejected") as ApprovalStatus,
    daysAgo: 3 + index * 8,
  }));

  // One representation mandate per player: one in its last two months, one not yet on the FIFA platform.
  const mandates = [
    {
      player: "alvaro",
      startDate: day(-200),
      endDate: shiftMonths(day(-200), 24),
      exclusive: true,
      commissionPercent: 8,
      annualRemuneration: 3_200_000,
      territory: "Mundial",
      legalAdviceConfirmed: true,
      fifaRegisteredAt: day(-195),
      notes: "Incluye la gestión de derechos de imagen.",
    },
    {
      player: "diego",
      startDate: day(-600),
      endDate: day(40),
      exclusive: true,
      commissionPercent: 3,
      annualRemuneration: 1_100_000,
      territory: "Europa",
      legalAdviceConfirmed: true,
      fifaRegisteredAt: day(-590),
      notes: "",
    },
    {
      player: "nicolas",
      startDate: day(-20),
      endDate: shiftMonths(day(-20), 18),
      exclusive: false,
      commissionPercent: 5,
      annualRemuneration: null,
      territory: "España y Portugal",
      legalAdviceConfirmed: true,
      fifaRegisteredAt: null,
      notes: "",
    },
  ];

  // The market: the players' clubs and three abroad, one operation per player in a stage its mandate allows.
  const clubs = [
    { key: "alcazar", name: "CD Alcázar", country: "España", league: "LaLiga", city: "Alcázar de San Juan", notes: "" },
    { key: "maritimo", name: "Atlético Marítimo", country: "España", league: "LaLiga", city: "Vigo", notes: "" },
    {
      key: "norte",
      name: "Real Club Deportivo Norte",
      country: "España",
      league: "LaLiga",
      city: "Santander",
      notes: "",
    },
    {
      key: "northbridge",
      name: "Northbridge FC",
      country: "Inglaterra",
      league: "Premier League",
      city: "Mánchester",
      notes: "Buscan extremo zurdo para la próxima temporada. Decide el director deportivo.",
    },
    { key: "riviera", name: "AC Riviera", country: "Italia", league: "Serie A", city: "Génova", notes: "" },
    {
      key: "atlantico",
      name: "Sporting Atlántico",
      country: "Portugal",
      league: "Liga Portugal",
      city: "Lisboa",
      notes: "",
    },
  ];
  const nextSummer = `${year + (today.slice(5) >= "07-01" ? 1 : 0)}-07-01`;
  const operations = [
    {
      key: "alvaro-transfer",
      player: "alvaro",
      type: "Traspaso" as const,
      club: "northbridge",
      originClub: "alcazar",
      stage: "Negociación" as const,
      transferFee: "25.000.000€",
      salary: "3.800.000€",
      signingBonus: "500.000€",
      bonuses: "300.000€ por objetivos",
      startDate: nextSummer,
      endDate: shiftDays(shiftMonths(nextSummer, 60), -1),
      agentFeePercent: 8,
    },
    {
      key: "diego-renewal",
      player: "diego",
      type: "Renovación" as const,
      club: "maritimo",
      originClub: null,
      stage: "Oferta" as const,
      transferFee: "",
      salary: "1.400.000€",
      signingBonus: "",
      bonuses: "",
      startDate: nextSummer,
      endDate: shiftDays(shiftMonths(nextSummer, 36), -1),
      agentFeePercent: 3,
    },
    {
      key: "nicolas-loan",
      player: "nicolas",
      type: "Cesión" as const,
      club: "riviera",
      originClub: "norte",
      stage: "Sondeo" as const,
      transferFee: "",
      salary: "",
      signingBonus: "",
      bonuses: "",
      startDate: null,
      endDate: null,
      agentFeePercent: null,
    },
  ];
  const offers = [
    {
      operation: "alvaro-transfer",
      club: "northbridge",
      date: day(-25),
      direction: "recibida" as const,
      transferFee: "18.000.000€",
      salary: "3.000.000€",
      years: 4,
      state: "rechazada" as const,
      feedback: "Consideran que la cifra es baja para su edad.",
    },
    {
      operation: "alvaro-transfer",
      club: "northbridge",
      date: day(-12),
      direction: "enviada" as const,
      transferFee: "28.000.000€",
      salary: "4.000.000€",
      years: 5,
      state: "contraoferta" as const,
      feedback: "Aceptan los cinco años; el salario, a negociar.",
    },
    {
      operation: "alvaro-transfer",
      club: "atlantico",
      date: day(-5),
      direction: "recibida" as const,
      transferFee: "20.000.000€",
      salary: "2.600.000€",
      years: 4,
      state: "pendiente" as const,
      feedback: "",
      respondBy: day(4),
    },
    {
      operation: "diego-renewal",
      club: "maritimo",
      date: day(-6),
      direction: "recibida" as const,
      transferFee: "",
      salary: "1.250.000€",
      years: 3,
      state: "pendiente" as const,
      feedback: "Quieren cerrarlo antes de que venza el mandato.",
    },
  ];

  // The people the agent talks to at those clubs, and the last contacts with their next steps.
  const contacts = [
    {
      key: "northbridge-dd",
      club: "northbridge",
      name: "Oliver Hastings",
      role: "Director deportivo",
      email: "o.hastings@northbridgefc.example",
      phone: "+44 161 555 0142",
    },
    {
      key: "northbridge-law",
      club: "northbridge",
      name: "Priya Raman",
      role: "Abogado",
      email: "legal@northbridgefc.example",
      phone: "",
    },
    {
      key: "maritimo-dd",
      club: "maritimo",
      name: "Xoán Pereira",
      role: "Director deportivo",
      email: "direccion.deportiva@atmaritimo.example",
      phone: "+34 986 555 210",
    },
    {
      key: "riviera-st",
      club: "riviera",
      name: "Marco Bellandi",
      role: "Secretario técnico",
      email: "m.bellandi@acriviera.example",
      phone: "+39 010 555 7788",
    },
    {
      key: "atlantico-pres",
      club: "atlantico",
      name: "Rui Carvalho",
      role: "Presidente",
      email: "presidencia@sportingatlantico.example",
      phone: "",
    },
  ];
  const contactLog = [
    {
      contact: "northbridge-dd",
      operation: "alvaro-transfer",
      date: day(-12),
      channel: "reunión" as const,
      summary: "Reunión en Mánchester: aceptan cinco años y piden rebajar el salario del primer año.",
      nextStep: "Enviar la propuesta salarial revisada",
      nextStepOn: day(1),
    },
    {
      contact: "northbridge-law",
      operation: "alvaro-transfer",
      date: day(-4),
      channel: "email" as const,
      summary: "Envían el borrador de contrato con las cláusulas de imagen.",
      nextStep: "Revisar las cláusulas de imagen con el jugador",
      nextStepOn: day(5),
    },
    {
      contact: "maritimo-dd",
      operation: "diego-renewal",
      date: day(-6),
      channel: "llamada" as const,
      summary: "Quieren cerrar la renovación antes de que venza el mandato; ofrecen tres años.",
      nextStep: "Contestar a la oferta de renovación",
      nextStepOn: day(-1),
    },
    {
      contact: "riviera-st",
      operation: "nicolas-loan",
      date: day(-2),
      channel: "WhatsApp" as const,
      summary: "Interés en la cesión de Nicolás para la segunda vuelta; piden vídeos de sus últimos partidos.",
      nextStep: "Mandar los vídeos",
      nextStepOn: day(3),
    },
  ];

  return {
    today,
    clubs,
    contacts,
    contactLog,
    operations,
    offers,
    players: players.map(({ current, growthThisMonth: _g, olderRates: _r, joinedMonthsAgo, ...player }) => ({
      ...player,
      social: current,
      createdAt: joinedMonthsAgo === 0 ? today : shiftMonths(monthStart, -joinedMonthsAgo),
    })),
    snapshots,
    brands,
    deals,
    investments,
    news,
    events,
    documents,
    okrs,
    mandates,
    transferWindows: [
      { league: "LaLiga", name: "Mercado de verano", startDay: "07-01", endDay: "09-01" },
      { league: "LaLiga", name: "Mercado de invierno", startDay: "01-02", endDay: "02-02" },
    ],
    approvals: [
      ...pendingApprovals.map((approval) => ({ ...approval, status: "pending" as ApprovalStatus, daysAgo: 1 })),
      ...decidedApprovals,
    ],
  };
}

export type SampleData = ReturnType<typeof buildSampleData>;
