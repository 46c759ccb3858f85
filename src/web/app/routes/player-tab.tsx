import { MediaLab } from "@/features/media-lab/components/media-lab";

import { usePlayerOverviewContext } from "./player-layout";

/** The media lab tab (both spellings of its route): the campaign image generator for this player. */
export function PlayerMediaLabRoute() {
  const { player } = usePlayerOverviewContext();
  return <MediaLab player={player} />;
}
