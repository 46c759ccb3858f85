import { countText, type CheckOutcome } from "./types";

const BLOCKING = new Set(["serious", "critical"]);

/** axe-core on the page as it is now; only serious and critical findings fail the check. */
export async function checkAccessibility(): Promise<CheckOutcome> {
  const [{ default: axe }, { default: spanish }] = await Promise.all([
    import("axe-core"),
    import("axe-core/locales/es.json"),
  ]);
  // axe.configure({ locale }) compiles message templates with eval, which the page's CSP forbids: the Spanish
  // rule titles are read from axe's own translation instead.
  const helpOf = (id: string, english: string) =>
    (spanish.rules as Record<string, { help?: string } | undefined>)[id]?.help ?? english;
  // The hidden frames of the route check are gone by now; the runner's own results are part of the page.
  const results = await axe.run(document, { resultTypes: ["violations"] });
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ""));
  if (blocking.length > 0) {
    return {
      passed: false,
      detail: blocking
        .map(
          (violation) =>
            `${helpOf(violation.id, violation.help)} (${countText(violation.nodes.length, "elemento", "elementos")})`,
        )
        .join(" · "),
    };
  }
  const minor = results.violations.length;
  return {
    passed: true,
    detail:
      minor === 0
        ? "Sin problemas de accesibilidad en esta página"
        : `Sin problemas graves; ${countText(minor, "aviso menor", "avisos menores")}`,
  };
}
