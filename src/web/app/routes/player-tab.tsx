/** The media lab tab: the campaign image generator arrives with its own issue; until then only its heading. */
export function PlayerMediaLabRoute() {
  return <h2 className="text-lg font-semibold">Generador de imágenes de campaña</h2>;
}
