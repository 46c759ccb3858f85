/** "#1e3a8a" -> [30, 58, 138]: the colours Palco keeps are always #rrggbb. */
export function rgbOf(hex: string): [number, number, number] {
  const value = hex.replace("#", "");
  return [0, 2, 4].map((at) => parseInt(value.slice(at, at + 2), 16)) as [number, number, number];
}

/** [30, 58, 138] -> "#1e3a8a". */
export const hexOf = (channels: number[]) =>
  `#${channels.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
