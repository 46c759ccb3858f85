import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * Which folder may import which, as import-x/no-restricted-paths zones on resolved paths: relative imports, the
 * `@/` and `@shared/` aliases and dynamic `import()` all resolve to a file before a zone is checked. `root` is the
 * project's folder (the fixtures' test passes its own, laid out like the project).
 */
export function boundaryZones(root) {
  const at = (...parts) => path.join(root, ...parts);
  const foldersIn = (...parts) =>
    readdirSync(at(...parts), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  const server = (...parts) => at("src/server", ...parts);
  const web = (...parts) => at("src/web", ...parts);
  // Route files answer HTTP: they may use http/, views and the assistant; the rest of a module may not.
  const notRoutesOrTests = (folder) => `${folder}/**/!(*routes|*.test).ts`;

  const moduleFaces = foldersIn("src/server/modules").flatMap((name) => [
    {
      target: [
        server("!(modules)/**/!(*.test).ts"),
        server("modules", `!(${name})/**/!(*.test).ts`),
        server("!(app|*.test).ts"),
      ],
      from: server("modules", name, "**"),
      except: [server("modules", name, "@(index).ts"), server("modules", name, "*table.ts")],
      message: `Otro módulo entra en «${name}» solo por su index.ts (o su tabla).`,
    },
    {
      target: server("app.ts"),
      from: server("modules", name, "**"),
      except: [
        server("modules", name, "@(index).ts"),
        server("modules", name, "*table.ts"),
        server("modules", name, "*routes.ts"),
      ],
      message: `app.ts monta las rutas de «${name}» y usa su index.ts.`,
    },
  ]);

  const featureIsolation = foldersIn("src/web/features").map((name) => ({
    target: web("features", name),
    from: web("features"),
    except: [`./${name}`],
    message: "Una funcionalidad no importa otra: lleva lo común a components, hooks, lib o config.",
  }));

  const aboveData = [server("ai"), server("mcp"), server("jobs"), server("http"), server("app.ts")];
  const routeFiles = [server("**/*routes.ts")];

  return [
    ...moduleFaces,
    {
      target: [notRoutesOrTests(server("modules")), notRoutesOrTests(server("views")), notRoutesOrTests(server("db"))],
      from: aboveData,
      message:
        "Los datos (módulos, vistas, db) no conocen HTTP, el asistente, MCP ni los trabajos: lanza un DomainError.",
    },
    {
      target: [notRoutesOrTests(server("modules")), notRoutesOrTests(server("views")), notRoutesOrTests(server("db"))],
      from: routeFiles,
      message: "Solo app.ts importa las rutas.",
    },
    {
      target: notRoutesOrTests(server("db/lib")),
      from: [server("!(db)/**"), server("db/!(lib)/**"), server("db/@(schema).ts")],
      message: "db/lib no importa nada por encima de él.",
    },
    {
      target: server("domain-errors.ts"),
      from: server(),
      message: "Los errores de dominio están por debajo de todo.",
    },
    {
      target: [server("ai/!(routes)/**/!(*.test).ts"), server("ai/!(*.test).ts")],
      from: [server("mcp"), server("http"), server("jobs")],
      message: "El asistente no conoce MCP ni HTTP: sus rutas viven en ai/routes y sus errores son DomainError.",
    },
    {
      target: at("src/shared"),
      from: [server(), web()],
      message: "El contrato compartido no importa nada del servidor ni de la web.",
    },
    { target: web(), from: server(), message: "La web no importa nada del servidor." },
    ...featureIsolation,
    {
      target: web("features"),
      from: web("app"),
      message: "Las funcionalidades no importan la app que las compone.",
    },
    {
      target: [web("components"), web("lib"), web("hooks"), web("config")],
      from: [web("features"), web("app")],
      message: "components, lib, hooks y config no importan funcionalidades ni la app.",
    },
  ];
}
