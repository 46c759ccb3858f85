/** The pictures Palco keeps of its records: a player's photo, a brand's logo, a deal's product (issue 30). */
export type PictureKind = "photo" | "logo" | "product";

export const PICTURE_MAX_BYTES = 8 * 1024 * 1024;
/** A photo must stay sharp on a 1080 px poster; a logo is drawn small. */
export const PICTURE_MIN_SIDE: Record<PictureKind, number> = { photo: 300, logo: 64, product: 300 };
/** More pixels than this is a decompression bomb, not a photo. */
export const PICTURE_MAX_PIXELS = 50_000_000;

export const PICTURE_MESSAGES = {
  wrongType: "Solo se admiten imágenes PNG, JPG o WebP",
  missing: "Envía la imagen en el campo «file» de un formulario",
  unreadable: "No se pudo leer la imagen: el archivo está dañado o incompleto",
  tooLarge: "La imagen tiene demasiados píxeles: usa una de menos de 50 megapíxeles",
  tooSmall: (kind: PictureKind) =>
    `La imagen es demasiado pequeña: necesita al menos ${PICTURE_MIN_SIDE[kind]} px en su lado corto`,
  tooHeavy: "La imagen no puede superar 8 MB",
} as const;

/** The address of a record's picture; its time in the address lets a browser keep it until it changes. */
export const pictureUrl = (path: string, updatedAt: Date | string | null, key: string | null): string | null =>
  key && updatedAt ? `${path}?v=${new Date(updatedAt).getTime()}` : null;
