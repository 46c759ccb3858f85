import { checkAccessibility } from "./accessibility";
import { checkActions } from "./action-probes";
import { checkApiHealth } from "./api-health";
import { checkDataIntegrity } from "./data-integrity";
import { checkLinks, checkRoutes } from "./routes-and-links";
import { checkSchemaCases, SCHEMA_CASES } from "./schema-samples";
import type { QaCheck } from "./types";

/** SPEC's seven checks, in the order they run. */
export const QA_CHECKS: QaCheck[] = [
  { id: "routes", name: "Rutas", description: "Cada pantalla se abre sin errores y carga sus datos", run: checkRoutes },
  {
    id: "links",
    name: "Enlaces",
    description: "Los enlaces del menú y de las pantallas llevan a una ruta que existe",
    run: checkLinks,
  },
  { id: "buttons", name: "Botones", description: "Las acciones que usan los botones responden", run: checkActions },
  {
    id: "forms",
    name: "Formularios",
    description: "Los formularios aceptan lo válido y explican en español lo que no",
    run: async () => checkSchemaCases(SCHEMA_CASES),
  },
  {
    id: "data",
    name: "Integridad de los datos",
    description: "Sin registros huérfanos ni estados incoherentes",
    run: checkDataIntegrity,
  },
  {
    id: "accessibility",
    name: "Accesibilidad básica",
    description: "axe-core sin problemas graves en esta página",
    run: checkAccessibility,
  },
  { id: "health", name: "Salud de la API", description: "La API y la base de datos responden", run: checkApiHealth },
];
