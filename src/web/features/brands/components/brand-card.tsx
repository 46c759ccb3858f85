import { Handshake, Mail } from "lucide-react";
import { Link } from "react-router";

import type { Brand } from "@shared/schemas/brand";
import { RecordActions } from "@/components/record-actions";
import { RecordAvatar } from "@/components/record-picture/record-avatar";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";

type BrandCardProps = { brand: Brand; onEdit: (brand: Brand) => void; onDelete: (brand: Brand) => void };

export function BrandCard({ brand, onEdit, onDelete }: BrandCardProps) {
  return (
    <Card className="gap-4 p-5" data-testid="brand-card">
      <div className="flex items-start gap-3">
        <RecordAvatar
          name={brand.name}
          pictureUrl={brand.logoUrl}
          fit="contain"
          className="size-11 rounded-lg border bg-accent/25 text-sm text-accent-foreground"
        />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="truncate font-semibold">
            <Link to={paths.brand(brand.id)} className="underline-offset-4 hover:underline">
              {brand.name}
            </Link>
          </h2>
          <Badge tone="outline">{brand.sector}</Badge>
        </div>
        <RecordActions
          resource="brands"
          label={brand.name}
          onEdit={() => onEdit(brand)}
          onDelete={() => onDelete(brand)}
        />
      </div>
      <div className="space-y-1.5 text-sm text-muted-foreground">
        <p className="flex items-center gap-2 truncate">
          <Mail className="size-4 shrink-0" />
          {brand.contactEmail ? (
            <a
              href={`mailto:${brand.contactEmail}`}
              className="truncate underline-offset-4 hover:text-foreground hover:underline"
            >
              {brand.contactEmail}
            </a>
          ) : (
            "Sin contacto"
          )}
        </p>
        <p className="flex items-center gap-2">
          <Handshake className="size-4 shrink-0" />
          {brand.dealCount === 1 ? "1 patrocinio" : `${brand.dealCount} patrocinios`}
        </p>
      </div>
    </Card>
  );
}
