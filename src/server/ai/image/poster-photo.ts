import sharp, { type Sharp } from "sharp";

import type { ImageStyle } from "../../../shared/schemas/campaign-image";
import { rgbOf } from "../../modules/pictures";

export type Box = { left: number; top: number; width: number; height: number };
export type PosterPicture = { src: string; width: number; height: number };

const dataUrl = (bytes: Buffer, type: "png" | "jpeg") => `data:image/${type};base64,${bytes.toString("base64")}`;

/** Maps each pixel's light to a blend from `dark` to `light`: the two-colour print of an artistic poster. */
async function duotone(image: Sharp, dark: string, light: string): Promise<Buffer> {
  const { data, info } = await image.greyscale().raw().toBuffer({ resolveWithObject: true });
  const [dr, dg, db] = rgbOf(dark);
  const [lr, lg, lb] = rgbOf(light);
  const out = Buffer.alloc(info.width * info.height * 3);
  for (let index = 0; index < info.width * info.height; index++) {
    const t = data[index * info.channels]! / 255;
    out[index * 3] = dr + (lr - dr) * t;
    out[index * 3 + 1] = dg + (lg - dg) * t;
    out[index * 3 + 2] = db + (lb - db) * t;
  }
  return sharp(out, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: 86 })
    .toBuffer();
}

/**
 * The player's photo cut to the box the layout gives it, around its middle (where the agent framed the face), with
 * the style's treatment: natural for realistic and minimalist, a duotone in the poster's colours for artistic, a
 * tighter, contrasted black-and-white-leaning crop for dramatic.
 */
export async function treatedPhoto(
  photo: Buffer,
  box: Box,
  style: ImageStyle,
  colours: { dark: string; light: string },
): Promise<PosterPicture> {
  const width = Math.round(box.width);
  const height = Math.round(box.height);
  let source = sharp(photo);
  if (style === "dramatic") {
    // Closer in: the middle three quarters of the picture, its top kept (a face sits high in a portrait).
    const meta = await sharp(photo).metadata();
    const w = meta.width ?? width;
    const h = meta.height ?? height;
    source = sharp(
      await sharp(photo)
        .extract({
          left: Math.round(w * 0.125),
          top: Math.round(h * 0.05),
          width: Math.round(w * 0.75),
          height: Math.round(h * 0.75),
        })
        .toBuffer(),
    );
  }
  // The agent framed the face when uploading: the middle of the photo is what matters.
  const framed = source.resize(width, height, { fit: "cover", position: "centre" });
  if (style === "artistic")
    return { src: dataUrl(await duotone(framed, colours.dark, colours.light), "jpeg"), width, height };
  const treated = style === "dramatic" ? framed.modulate({ saturation: 0.35 }).linear(1.45, -48) : framed;
  return { src: dataUrl(await treated.jpeg({ quality: 86 }).toBuffer(), "jpeg"), width, height };
}

/** The brand's logo scaled to fit `maxWidth` × `maxHeight`, its transparency kept. */
export async function fittedLogo(logo: Buffer, maxWidth: number, maxHeight: number): Promise<PosterPicture> {
  const { data, info } = await sharp(logo)
    .resize(Math.round(maxWidth), Math.round(maxHeight), { fit: "inside" })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { src: dataUrl(data, "png"), width: info.width, height: info.height };
}
