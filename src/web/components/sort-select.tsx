import { NativeSelect } from "@/components/ui/native-select";

type SortSelectProps<Sort extends string> = {
  id: string;
  value: Sort;
  options: readonly Sort[];
  labels: Record<Sort, string>;
  onChange: (sort: Sort) => void;
};

/** "Ordenar por" and the orders a list offers. */
export function SortSelect<Sort extends string>({ id, value, options, labels, onChange }: SortSelectProps<Sort>) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm text-muted-foreground">
        Ordenar por
      </label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(options.find((option) => option === event.target.value) ?? value)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
