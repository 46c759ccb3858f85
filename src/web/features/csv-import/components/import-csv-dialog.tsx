import { Loader2, Upload } from "lucide-react";
import Papa from "papaparse";
import { useState } from "react";

import { decodeCsvBytes, NOT_UTF8_NOTICE, type CsvEncoding } from "@shared/domain/csv-encoding";
import {
  fieldHeader,
  guessMapping,
  IMPORT_FIELDS,
  MAX_IMPORT_ROWS,
  type ImportResource,
  type ImportRowError,
} from "@shared/domain/csv-import";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { ApiError } from "@/lib/api-client";
import { formatInteger } from "@/lib/format";
import { toast } from "@/lib/toast";

import { useImportRows } from "../api/import-rows";

const NOUNS: Record<ImportResource, { one: string; many: string; title: string }> = {
  players: { one: "jugador importado", many: "jugadores importados", title: "Importar jugadores" },
  brands: { one: "marca importada", many: "marcas importadas", title: "Importar marcas" },
  deals: { one: "patrocinio importado", many: "patrocinios importados", title: "Importar patrocinios" },
  clubs: { one: "club importado", many: "clubes importados", title: "Importar clubes" },
};
const PREVIEW_ROWS = 5;

type Parsed = { fileName: string; headers: string[]; rows: string[][]; encoding: CsvEncoding };

/** The file's rows as the API takes them: each mapped column's cell under its field. */
function mappedRows(parsed: Parsed, mapping: (string | null)[]): Record<string, string>[] {
  return parsed.rows.map((row) => {
    const cells: Record<string, string> = {};
    mapping.forEach((field, index) => {
      if (field) cells[field] = row[index] ?? "";
    });
    return cells;
  });
}

/** Upload, preview with the column mapping (guessed, editable), then all rows or none. */
export function ImportCsvDialog({
  resource,
  open,
  onOpenChange,
}: {
  resource: ImportResource;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const nouns = NOUNS[resource];
  const importRows = useImportRows(resource);
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [mapping, setMapping] = useState<(string | null)[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<ImportRowError[]>([]);

  const reset = () => {
    setParsed(null);
    setMapping([]);
    setProblem(null);
    setRowErrors([]);
  };
  const close = (next: boolean) => {
    if (importRows.isPending) return;
    if (!next) reset();
    onOpenChange(next);
  };

  const readFile = async (file: File | undefined) => {
    reset();
    if (!file) return;
    // Excel's own "CSV" is Windows-1252: the bytes are read as UTF-8 when they are, as Windows-1252 otherwise.
    const { text, encoding } = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
    // Comma or semicolon: papaparse tells from the file itself.
    Papa.parse<string[]>(text, {
      skipEmptyLines: "greedy",
      complete: (result) => {
        const [headers, ...rows] = result.data;
        if (!headers || rows.length === 0)
          return setProblem("El archivo no tiene filas de datos debajo de la cabecera");
        if (rows.length > MAX_IMPORT_ROWS)
          return setProblem(
            `El archivo tiene ${formatInteger(rows.length)} filas: como máximo ${formatInteger(MAX_IMPORT_ROWS)} por importación`,
          );
        setParsed({ fileName: file.name, headers, rows, encoding });
        setMapping(guessMapping(resource, headers));
      },
      error: () => setProblem("No se pudo leer el archivo: ¿es un CSV?"),
    });
  };

  const missing = IMPORT_FIELDS[resource].filter((field) => field.required && !mapping.includes(field.field));
  const submit = () => {
    if (!parsed) return;
    setRowErrors([]);
    importRows.mutate(
      { resource, rows: mappedRows(parsed, mapping) },
      {
        onSuccess: (result) => {
          const created = `${formatInteger(result.created)} ${result.created === 1 ? nouns.one : nouns.many}`;
          const skipped = result.duplicates.length;
          toast.success(
            created,
            skipped > 0
              ? {
                  description: `${skipped} ${skipped === 1 ? "fila ya existía" : "filas ya existían"} y no se importaron: ${result.duplicates
                    .slice(0, 5)
                    .map((duplicate) => duplicate.name)
                    .join(", ")}`,
                }
              : undefined,
          );
          close(false);
        },
        onError: (error) => {
          const rows = error instanceof ApiError ? (error.details.rows as ImportRowError[] | undefined) : undefined;
          setProblem(error.message);
          setRowErrors(rows ?? []);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90vh] max-w-3xl grid-cols-[minmax(0,1fr)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{nouns.title}</DialogTitle>
          <DialogDescription>
            Un archivo CSV (separado por comas o por punto y coma) con una fila de cabecera. Se importan todas las filas
            o ninguna.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={`import-${resource}-file`}>Archivo CSV</Label>
          <Input
            id={`import-${resource}-file`}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void readFile(event.target.files?.[0])}
          />
        </div>
        {parsed ? (
          <div className="space-y-3">
            <p className="text-sm text-muted-foreground">
              {parsed.fileName}: {formatInteger(parsed.rows.length)} {parsed.rows.length === 1 ? "fila" : "filas"}.
              Vista previa de las primeras {Math.min(PREVIEW_ROWS, parsed.rows.length)}; elige qué campo llena cada
              columna.
            </p>
            {parsed.encoding === "windows-1252" ? (
              <p role="status" className="rounded-md bg-warning/20 px-3 py-2 text-sm">
                {NOT_UTF8_NOTICE}
              </p>
            ) : null}
            <div className="overflow-x-auto rounded-lg border">
              <table className="w-full text-sm">
                <thead>
                  <tr className="border-b bg-muted/50">
                    {parsed.headers.map((header, index) => (
                      <th key={index} scope="col" className="min-w-40 p-2 text-left align-top font-medium">
                        <span className="block truncate">{header || `Columna ${index + 1}`}</span>
                        <NativeSelect
                          aria-label={`Campo de la columna ${header || index + 1}`}
                          className="mt-1"
                          value={mapping[index] ?? ""}
                          onChange={(event) =>
                            setMapping((current) =>
                              current.map((field, position) =>
                                position === index
                                  ? event.target.value || null
                                  : field === event.target.value
                                    ? null
                                    : field,
                              ),
                            )
                          }
                        >
                          <option value="">No importar</option>
                          {IMPORT_FIELDS[resource].map((field) => (
                            <option key={field.field} value={field.field}>
                              {field.header}
                              {field.required ? " *" : ""}
                            </option>
                          ))}
                        </NativeSelect>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {parsed.rows.slice(0, PREVIEW_ROWS).map((row, rowIndex) => (
                    <tr key={rowIndex} className="border-b last:border-0">
                      {parsed.headers.map((_, index) => (
                        <td key={index} className="max-w-48 truncate p-2">
                          {row[index]}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {missing.length > 0 ? (
              <p className="text-sm text-destructive">
                Falta asignar: {missing.map((field) => field.header).join(", ")}
              </p>
            ) : null}
          </div>
        ) : null}
        {problem ? (
          <div role="alert" className="space-y-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm">
            <p className="font-medium text-destructive">{problem}</p>
            {rowErrors.length > 0 ? (
              <ul className="max-h-48 space-y-1 overflow-y-auto" aria-label="Errores por fila">
                {rowErrors.map((error) => (
                  <li key={error.row}>
                    Fila {error.row}:{" "}
                    {Object.entries(error.fields)
                      .map(([field, message]) => `${fieldHeader(resource, field)}: ${message}`)
                      .join("; ")}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" disabled={importRows.isPending} onClick={() => close(false)}>
            Cancelar
          </Button>
          <Button type="button" disabled={!parsed || missing.length > 0 || importRows.isPending} onClick={submit}>
            {importRows.isPending ? <Loader2 className="animate-spin" /> : <Upload />}
            Importar {parsed ? formatInteger(parsed.rows.length) : ""} {parsed?.rows.length === 1 ? "fila" : "filas"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
