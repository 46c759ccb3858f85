// The rules of FIFA that Palco applies, each with its status and its source. The rules live in the database
// (table fifa_rules, seeded by migration 0030) so that a change of FIFA's rules is an edit in Configuración; the
// defaults below are the same rows, for the code that has no database at hand (tests, a rule without a row).

export const FIFA_RULE_KEYS = [
  "mandate-required",
  "mandate-max-duration",
  "mandate-registration",
  "service-fee-cap",
  "minor-guardian",
  "registration-period",
  "licensed-agent",
  "fee-sharing",
  "player-identity",
] as const;
export type FifaRuleKey = (typeof FIFA_RULE_KEYS)[number];

export const FIFA_RULE_STATUSES = ["en vigor", "suspendida"] as const;
export type FifaRuleStatus = (typeof FIFA_RULE_STATUSES)[number];

export type FifaRuleTerms = { title: string; status: FifaRuleStatus; source: string };
export type FifaRuleBook = Record<FifaRuleKey, FifaRuleTerms>;

export const DEFAULT_FIFA_RULES: FifaRuleBook = {
  "mandate-required": {
    title: "Operar con un mandato de representación vigente",
    status: "en vigor",
    source: "Reglamento FIFA de Agentes de Fútbol, art. 12",
  },
  "mandate-max-duration": {
    title: "Duración máxima del mandato: 2 años",
    status: "en vigor",
    source: "Reglamento FIFA de Agentes de Fútbol, art. 12",
  },
  "mandate-registration": {
    title: "Registro del mandato en la plataforma FIFA en 14 días",
    status: "en vigor",
    source: "Reglamento FIFA de Agentes de Fútbol, art. 12",
  },
  "service-fee-cap": {
    title: "Límite de honorarios: 5 % de los primeros USD 200.000 de remuneración anual y 3 % del resto",
    status: "suspendida",
    source: "Reglamento FIFA de Agentes de Fútbol, art. 15; suspendido por la Circular FIFA n.º 1873 (30/12/2023)",
  },
  "minor-guardian": {
    title: "Menores de 18 años: tutor legal y su consentimiento por escrito",
    status: "en vigor",
    source: "Reglamento FIFA de Agentes de Fútbol, art. 13",
  },
  "registration-period": {
    title: "Inscripción del jugador dentro de un periodo de inscripción (ventana de traspasos)",
    status: "en vigor",
    source: "Reglamento FIFA sobre el Estatuto y la Transferencia de Jugadores, art. 6",
  },
  "licensed-agent": {
    title: "Solo quien tiene licencia de agente presta servicios de agente o se acerca a un cliente",
    status: "en vigor",
    source: "Reglamento FIFA de Agentes de Fútbol, art. 11",
  },
  "fee-sharing": {
    title: "Los honorarios de agente solo se comparten con otro agente con licencia",
    status: "en vigor",
    source: "Reglamento FIFA de Agentes de Fútbol, art. 16",
  },
  "player-identity": {
    title: "Traspaso internacional: el pasaporte del jugador, en vigor, en el sistema de transferencias (TMS)",
    status: "en vigor",
    source: "Reglamento FIFA sobre el Estatuto y la Transferencia de Jugadores, anexo 3 (TMS)",
  },
};

/** A warning that a rule raised, with the rule's status and source shown beside it. */
export type RuleWarning = { rule: FifaRuleKey; message: string; status: FifaRuleStatus; source: string };

export const ruleWarning = (book: FifaRuleBook, rule: FifaRuleKey, message: string): RuleWarning => ({
  rule,
  message,
  status: book[rule].status,
  source: book[rule].source,
});

export const isInForce = (book: FifaRuleBook, rule: FifaRuleKey) => book[rule].status === "en vigor";
