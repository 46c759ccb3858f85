/** The screen is still fetching what it shows: a busy area or a "Cargando" status is left in `doc`. */
export function isScreenLoading(doc: Document): boolean {
  return (
    doc.querySelector('[aria-busy="true"]') !== null ||
    [...doc.querySelectorAll('[role="status"]')].some((node) => /Cargando/.test(node.textContent ?? ""))
  );
}
