/** The part of the picture the agent framed, in the picture's own pixels. */
export type CropArea = { x: number; y: number; width: number; height: number };

/** Pictures are sent no larger than this on their long side: the server keeps 2400 px at most. */
const SENT_LONG_SIDE = 2400;

function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("No se pudo leer la imagen elegida"));
    image.src = source;
  });
}

/** Draws the framed part of the picture into a JPEG, in the browser: only what the agent chose is sent. */
export async function cropToBlob(source: string, area: CropArea): Promise<Blob> {
  const image = await loadImage(source);
  const scale = Math.min(1, SENT_LONG_SIDE / Math.max(area.width, area.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(area.width * scale);
  canvas.height = Math.round(area.height * scale);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("Este navegador no puede recortar imágenes");
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("No se pudo preparar el recorte"))),
      "image/jpeg",
      0.92,
    ),
  );
}
