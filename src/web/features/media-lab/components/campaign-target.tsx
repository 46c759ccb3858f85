import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

import { useCampaignTargets } from "../api/get-campaign-targets";

/** "deal:<id>", "brand:<id>" or "" (no brand): what the campaign is for. */
export type CampaignTarget = string;

export const targetIds = (target: CampaignTarget): { dealId?: string; brandId?: string } => {
  const [kind, id] = target.split(":");
  if (kind === "deal" && id) return { dealId: id };
  if (kind === "brand" && id) return { brandId: id };
  return {};
};

/** The brand (through one of the player's deals, or any brand) whose logo, colours and name go on the image. */
export function CampaignTargetSelect({
  playerId,
  value,
  disabled,
  onChange,
}: {
  playerId: string;
  value: CampaignTarget;
  disabled: boolean;
  onChange: (value: CampaignTarget) => void;
}) {
  const targets = useCampaignTargets(playerId);
  const dealBrands = new Set(targets.data?.deals.map((deal) => deal.brandId));
  return (
    <div className="space-y-2">
      <Label htmlFor="campaign-target">Campaña para</Label>
      <NativeSelect
        id="campaign-target"
        value={value}
        disabled={disabled || targets.isPending}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{targets.isPending ? "Cargando marcas..." : "Sin marca (solo el jugador)"}</option>
        {targets.data && targets.data.deals.length > 0 ? (
          <optgroup label="Sus patrocinios">
            {targets.data.deals.map((deal) => (
              <option key={deal.id} value={`deal:${deal.id}`}>
                {`${deal.brandName} · ${deal.type} (${deal.stage})`}
              </option>
            ))}
          </optgroup>
        ) : null}
        {targets.data ? (
          <optgroup label="Otras marcas">
            {targets.data.brands
              .filter((brand) => !dealBrands.has(brand.id))
              .map((brand) => (
                <option key={brand.id} value={`brand:${brand.id}`}>
                  {brand.name}
                </option>
              ))}
          </optgroup>
        ) : null}
      </NativeSelect>
      {targets.isError ? <p className="text-sm text-destructive">No se pudieron cargar las marcas.</p> : null}
    </div>
  );
}
