import { fileTypeFromBuffer } from "file-type";
import sharp, { type Metadata } from "sharp";

import {
  PICTURE_MAX_PIXELS,
  PICTURE_MESSAGES,
  PICTURE_MIN_SIDE,
  type PictureKind,
} from "../../../shared/schemas/picture";
import { invalidInput } from "../../domain-errors";

/** What arrives may be PNG, JPG or WebP, known by its first bytes (an SVG or a renamed file is refused). */
const ACCEPTED = new Set(["image/png", "image/jpeg", "image/webp"]);
/** Kept no larger than this on its long side: enough for a 4K poster, small for the phone that shows an avatar. */
const KEPT_LONG_SIDE = 2400;

export type PreparedPicture = { data: Buffer; contentType: "image/png" | "image/jpeg"; extension: "png" | "jpg" };

/**
 * Checks an uploaded picture (type by content, pixels, smallest side) and keeps a clean copy: turned upright, no
 * camera metadata (a phone's photo carries where it was taken), scaled down. A photo is kept as JPEG; a logo or a
 * product as PNG, with its transparency.
 */
export async function preparePicture(bytes: Buffer, kind: PictureKind): Promise<PreparedPicture> {
  // file-type throws on a file shorter than its own header says (a 10-byte PNG): that file is damaged.
  const detected = await fileTypeFromBuffer(bytes).catch(() => {
    throw invalidInput(PICTURE_MESSAGES.unreadable);
  });
  if (!detected || !ACCEPTED.has(detected.mime)) throw invalidInput(PICTURE_MESSAGES.wrongType);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw invalidInput(PICTURE_MESSAGES.unreadable);
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > PICTURE_MAX_PIXELS) throw invalidInput(PICTURE_MESSAGES.tooLarge);
  // A phone's photo may be stored sideways with an orientation flag: its short side is the same either way.
  if (Math.min(width, height) < PICTURE_MIN_SIDE[kind]) throw invalidInput(PICTURE_MESSAGES.tooSmall(kind));
  try {
    const upright = sharp(bytes, { limitInputPixels: PICTURE_MAX_PIXELS })
      .rotate()
      .resize({ width: KEPT_LONG_SIDE, height: KEPT_LONG_SIDE, fit: "inside", withoutEnlargement: true });
    return kind === "photo"
      ? {
          data: await upright.flatten({ background: "#ffffff" }).jpeg({ quality: 88, mozjpeg: true }).toBuffer(),
          contentType: "image/jpeg",
          extension: "jpg",
        }
      : { data: await upright.png({ compressionLevel: 9 }).toBuffer(), contentType: "image/png", extension: "png" };
  } catch {
    throw invalidInput(PICTURE_MESSAGES.unreadable);
  }
}
