import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ImageUp, Loader2, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import Cropper from "react-easy-crop";

import { PICTURE_MAX_BYTES, PICTURE_MESSAGES, PICTURE_MIN_SIDE, type PictureKind } from "@shared/schemas/picture";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { api } from "@/lib/api-client";
import { toast } from "@/lib/toast";

import { cropToBlob, type CropArea } from "./crop-to-blob";

const ACCEPTED = ["image/png", "image/jpeg", "image/webp"];

const WORDS: Record<PictureKind, { noun: string; none: string; saved: string; removed: string }> = {
  photo: { noun: "foto", none: "Todavía no tiene foto.", saved: "Foto guardada", removed: "Foto quitada" },
  logo: { noun: "logo", none: "Todavía no tiene logo.", saved: "Logo guardado", removed: "Logo quitado" },
  product: {
    noun: "foto del producto",
    none: "Todavía no tiene foto del producto.",
    saved: "Foto del producto guardada",
    removed: "Foto del producto quitada",
  },
};

type PictureDialogProps = {
  kind: PictureKind;
  /** "Foto de Álvaro Martín Ruiz". */
  title: string;
  /** The record's picture route: /api/players/:id/photo or /api/brands/:id/logo (without /api). */
  path: string;
  currentUrl: string | null;
  onClose: () => void;
};

/**
 * Choose a picture for a record: a photo is framed on the face in the browser (only the framed square is sent);
 * a logo is sent whole. The server checks it again; its refusal is shown here, and nothing is lost meanwhile.
 */
export function PictureDialog({ kind, title, path, currentUrl, onClose }: PictureDialogProps) {
  const words = WORDS[kind];
  const inputId = useId();
  const zoomId = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<CropArea | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // The chosen file's address in this page, given back when another is chosen or the dialog closes.
  const previewRef = useRef<string | null>(null);
  useEffect(() => () => void (previewRef.current && URL.revokeObjectURL(previewRef.current)), []);

  const done = (message: string) => {
    toast.success(message);
    // The picture shows on the record's page, its cards and lists.
    void queryClient.invalidateQueries();
    onClose();
  };
  const save = useMutation({
    mutationFn: async () => {
      if (!file) throw new Error("Elige una imagen");
      const form = new FormData();
      if (kind === "photo" && preview && area) form.append("file", await cropToBlob(preview, area), "foto.jpg");
      else form.append("file", file, file.name);
      return api.upload(path, form);
    },
    onSuccess: () => done(words.saved),
    onError: (error) => setProblem(error.message),
  });
  const remove = useMutation({
    mutationFn: () => api.delete(path),
    onSuccess: () => done(words.removed),
    onError: (error) => setProblem(error.message),
  });

  const choose = (chosen: File | undefined) => {
    setProblem(null);
    if (!chosen) return;
    if (!ACCEPTED.includes(chosen.type)) return setProblem(PICTURE_MESSAGES.wrongType);
    if (chosen.size > PICTURE_MAX_BYTES) return setProblem(PICTURE_MESSAGES.tooHeavy);
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = URL.createObjectURL(chosen);
    setPreview(previewRef.current);
    setFile(chosen);
    setZoom(1);
    setCrop({ x: 0, y: 0 });
  };
  const tooSmall = kind === "photo" && area !== null && Math.min(area.width, area.height) < PICTURE_MIN_SIDE.photo;
  const busy = save.isPending || remove.isPending;

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            PNG, JPG o WebP de hasta 8 MB
            {kind === "photo"
              ? ": encuadra la cara en el círculo."
              : kind === "logo"
                ? ", mejor con fondo transparente."
                : ": el producto solo, mejor recortado o sobre fondo liso."}
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-4">
          {kind === "photo" && preview ? (
            <div className="space-y-3">
              <div className="relative h-72 overflow-hidden rounded-lg bg-muted">
                <Cropper
                  image={preview}
                  crop={crop}
                  zoom={zoom}
                  aspect={1}
                  cropShape="round"
                  showGrid={false}
                  onCropChange={setCrop}
                  onZoomChange={setZoom}
                  onCropComplete={(_shown, pixels) => setArea(pixels)}
                />
              </div>
              <div className="grid gap-1.5">
                <label htmlFor={zoomId} className="text-sm font-medium">
                  Zoom
                </label>
                <input
                  id={zoomId}
                  type="range"
                  min={1}
                  max={4}
                  step={0.05}
                  value={zoom}
                  onChange={(event) => setZoom(Number(event.target.value))}
                  className="min-h-11 w-full accent-primary"
                />
              </div>
            </div>
          ) : (
            <div className="flex h-40 items-center justify-center rounded-lg border border-dashed bg-muted/40">
              {preview || currentUrl ? (
                <img
                  src={preview ?? currentUrl ?? undefined}
                  alt={preview ? "Imagen elegida" : "Imagen actual"}
                  className="max-h-36 max-w-full object-contain"
                />
              ) : (
                <p className="text-sm text-muted-foreground">{words.none}</p>
              )}
            </div>
          )}
          <div>
            <label htmlFor={inputId} className="text-sm font-medium">
              Elegir imagen
            </label>
            <input
              id={inputId}
              type="file"
              accept={ACCEPTED.join(",")}
              className="mt-1.5 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:bg-background file:px-3 file:text-sm"
              onChange={(event) => choose(event.target.files?.[0])}
            />
          </div>
          {tooSmall ? (
            <p className="text-sm text-destructive">{PICTURE_MESSAGES.tooSmall("photo")}: acerca menos el zoom.</p>
          ) : null}
          {problem ? (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          ) : null}
        </div>
        <DialogFooter className="gap-2">
          {currentUrl ? (
            <Button variant="outline" className="sm:mr-auto" disabled={busy} onClick={() => remove.mutate()}>
              {remove.isPending ? <Loader2 className="animate-spin" /> : <Trash2 />} Quitar {words.noun}
            </Button>
          ) : null}
          <Button variant="outline" disabled={busy} onClick={onClose}>
            Cancelar
          </Button>
          <Button disabled={!file || busy || tooSmall} onClick={() => save.mutate()}>
            {save.isPending ? <Loader2 className="animate-spin" /> : <ImageUp />} Guardar {words.noun}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
