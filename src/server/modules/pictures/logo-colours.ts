import sharp from "sharp";

import { hexOf } from "./hex-colour";

type Bucket = { count: number; r: number; g: number; b: number };

const distance = (a: Bucket, b: Bucket) => Math.hypot(a.r - b.r, a.g - b.g, a.b - b.b);
// The paper a logo is printed on is not the brand's colour.
const isBackground = ({ r, g, b }: Bucket) => Math.min(r, g, b) > 235 || Math.max(r, g, b) < 12;

/**
 * The brand's two colours read from its logo: the most used ink (neither transparent nor the white or black it
 * sits on), then the most used one clearly different from it. Each is the mean of a group of close colours.
 */
export async function logoColours(png: Buffer): Promise<{ primary: string | null; secondary: string | null }> {
  const { data, info } = await sharp(png)
    .resize(64, 64, { fit: "inside" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const buckets = new Map<number, Bucket>();
  for (let index = 0; index < info.width * info.height * 4; index += 4) {
    const [r, g, b, a] = [data[index]!, data[index + 1]!, data[index + 2]!, data[index + 3]!];
    if (a < 128) continue;
    const key = ((r >> 5) << 6) | ((g >> 5) << 3) | (b >> 5);
    const bucket = buckets.get(key) ?? { count: 0, r: 0, g: 0, b: 0 };
    bucket.count += 1;
    bucket.r += r;
    bucket.g += g;
    bucket.b += b;
    buckets.set(key, bucket);
  }
  const colours = [...buckets.values()]
    .map(({ count, r, g, b }) => ({ count, r: r / count, g: g / count, b: b / count }))
    .filter((colour) => !isBackground(colour))
    .sort((a, b) => b.count - a.count);
  const primary = colours[0];
  if (!primary) return { primary: null, secondary: null };
  const secondary = colours.find((colour) => distance(colour, primary) > 80);
  const css = (colour: Bucket) => hexOf([colour.r, colour.g, colour.b]);
  return { primary: css(primary), secondary: secondary ? css(secondary) : null };
}
