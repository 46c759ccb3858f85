import { PlayerImagesView } from "@/features/player-app/components/player-images";

import { useDocumentTitle } from "../document-title";

/** /app/imagenes: the campaign images made for the player. */
export function PlayerAppImagesRoute() {
  useDocumentTitle("Imágenes");
  return <PlayerImagesView />;
}
