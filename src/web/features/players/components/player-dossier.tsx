import type * as React from "react";
import { Link } from "react-router";

import { agencyToday } from "@shared/domain/calendar-day";
import { DOCUMENT_KIND_LABELS, expiryPhrase } from "@shared/domain/papers";
import type { TeamResource } from "@shared/domain/team-roles";
import type { Player } from "@shared/schemas/player";
import type { PlayerDossier } from "@shared/schemas/player-dossier";
import { DealStageBadge, DocumentStatusBadge, OperationStageBadge } from "@/components/status-badges";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { capitalize, formatDate, formatEuros } from "@/lib/format";
import { HIDDEN_TEXT, isHidden } from "@/lib/hidden";
import { useReads } from "@/lib/session";

/** One card of the dossier: a heading, its facts, and where to see all of it. */
export function DossierCard({
  title,
  more,
  children,
}: {
  title: string;
  more?: { to: string; label: string };
  children: React.ReactNode;
}) {
  const id = `dossier-${title.toLowerCase().replace(/[^a-z0-9áéíóúñ]+/g, "-")}`;
  return (
    <Card className="gap-3 p-5" role="region" aria-labelledby={id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={id} className="font-semibold">
          {title}
        </h3>
        {more ? (
          <Link to={more.to} className="text-sm text-primary underline-offset-4 hover:underline">
            {more.label}
          </Link>
        ) : null}
      </div>
      {children}
    </Card>
  );
}

const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

/** "en 200 días", "hoy", "hace 3 días". */
function daysText(days: number) {
  if (days === 0) return "hoy";
  return days > 0 ? `en ${plural(days, "día", "días")}` : `hace ${plural(-days, "día", "días")}`;
}

type Reads = (resource: TeamResource) => boolean;

function IdentityPapers({ player }: { player: Player }) {
  if (isHidden(player, "identity")) return <>{HIDDEN_TEXT}</>;
  if (!player.idDocumentType && !player.idDocumentNumber) return <>Sin documento</>;
  const expiry = player.idDocumentExpiry;
  return (
    <>
      {[player.idDocumentType, player.idDocumentNumber].filter(Boolean).join(" ")}
      {expiry ? (
        <Badge tone={expiry < agencyToday() ? "destructive" : "muted"}>
          {expiry < agencyToday() ? "Caducado" : "Caduca"} el {formatDate(expiry)}
        </Badge>
      ) : null}
    </>
  );
}

function ContractAndMandate({ dossier, player, reads }: { dossier: PlayerDossier; player: Player; reads: Reads }) {
  const playerId = player.id;
  const { contract, mandate } = dossier;
  return (
    <DossierCard
      title={reads("mandates") ? "Contrato y mandato" : "Contrato"}
      more={reads("mandates") ? { to: paths.playerTab(playerId, "mandate"), label: "Ver mandato" } : undefined}
    >
      <dl className="space-y-2 text-sm">
        <div>
          <dt className="text-muted-foreground">Contrato con su club</dt>
          <dd className="flex flex-wrap items-center gap-2 font-medium">
            {contract.until && contract.daysLeft !== null ? (
              <>
                {`${contract.daysLeft < 0 ? "Terminó" : "Hasta"} el ${formatDate(contract.until)} (${daysText(contract.daysLeft)})`}
                {contract.daysLeft < 0 ? (
                  <Badge tone="destructive">Terminado</Badge>
                ) : contract.daysLeft < 180 ? (
                  <Badge tone="warning">Termina en menos de 6 meses</Badge>
                ) : null}
              </>
            ) : (
              "Sin fecha de fin de contrato"
            )}
          </dd>
        </div>
        {contract.club ? (
          <div>
            <dt className="text-muted-foreground">Cláusulas</dt>
            <dd className="flex flex-wrap items-center gap-2 font-medium">
              <Link to={paths.playerTab(playerId, "contracts")} className="underline-offset-4 hover:underline">
                {contract.club.clubName}
              </Link>
              {contract.club.nextNoticeBy ? (
                <Badge tone="warning">Aviso de opción antes del {formatDate(contract.club.nextNoticeBy)}</Badge>
              ) : null}
              {contract.club.bonusesWithinReach > 0 ? (
                <Badge tone="success">
                  {plural(contract.club.bonusesWithinReach, "bonus al alcance", "bonus al alcance")}
                </Badge>
              ) : null}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-muted-foreground">Documento de identidad</dt>
          <dd className="flex flex-wrap items-center gap-2 font-medium">
            <IdentityPapers player={player} />
          </dd>
        </div>
        <div hidden={!reads("mandates")}>
          <dt className="text-muted-foreground">Mandato de representación</dt>
          <dd className="flex flex-wrap items-center gap-2 font-medium">
            {mandate ? (
              <>
                {mandate.inForce
                  ? `En vigor hasta el ${formatDate(mandate.endDate)} (${daysText(mandate.daysLeft)})`
                  : `Empieza el ${formatDate(mandate.startDate)}`}
                <Badge tone={mandate.registered ? "success" : "warning"}>
                  {mandate.registered ? "Registrado en FIFA" : "Pendiente de registro FIFA"}
                </Badge>
                {mandate.exclusive ? <Badge tone="muted">Exclusivo</Badge> : null}
              </>
            ) : (
              <span className="text-destructive">Sin mandato en vigor</span>
            )}
          </dd>
        </div>
      </dl>
    </DossierCard>
  );
}

function Money({ dossier, playerId, reads }: { dossier: PlayerDossier; playerId: string; reads: Reads }) {
  const { money } = dossier;
  if (isHidden(dossier))
    return (
      <DossierCard title="Dinero de este jugador">
        <p className="text-sm text-muted-foreground">{HIDDEN_TEXT}: tu rol no ve importes.</p>
      </DossierCard>
    );
  return (
    <DossierCard
      title="Dinero de este jugador"
      more={reads("commissions") ? { to: paths.commissions, label: "Ver comisiones" } : undefined}
    >
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-muted-foreground">Previsto en {money.year}</dt>
          <dd className="text-lg font-semibold">
            {formatEuros(money.expectedThisYear)}
            {money.sharedOutThisYear > 0 ? (
              <span className="block text-xs font-normal text-muted-foreground">
                Neto tras repartos: {formatEuros(money.netThisYear)}
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Cobrado en {money.year}</dt>
          <dd className="text-lg font-semibold">{formatEuros(money.receivedThisYear)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Vencido sin cobrar</dt>
          <dd className={money.overdue > 0 ? "text-lg font-semibold text-destructive" : "text-lg font-semibold"}>
            {formatEuros(money.overdue)}
            {money.overdueCount > 0 ? (
              <span className="block text-xs font-normal">{plural(money.overdueCount, "cuota", "cuotas")}</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Próximo cobro</dt>
          <dd className="font-medium">
            {money.next ? `${formatEuros(money.next.amount)} el ${formatDate(money.next.date)}` : "Nada pendiente"}
          </dd>
        </div>
      </dl>
      {reads("commissions") ? (
        <a
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          href={`/api/players/${playerId}/statement.pdf?year=${money.year}`}
          download
        >
          Descargar extracto {money.year} (PDF)
        </a>
      ) : null}
    </DossierCard>
  );
}

function OpenBusiness({ dossier, playerId, reads }: { dossier: PlayerDossier; playerId: string; reads: Reads }) {
  return (
    <>
      {reads("deals") ? (
        <DossierCard
          title="Patrocinios abiertos"
          more={{ to: paths.playerTab(playerId, "deals"), label: "Ver patrocinios" }}
        >
          {dossier.openDeals.length === 0 ? (
            <p className="text-sm text-muted-foreground">Sin patrocinios abiertos</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {dossier.openDeals.map((deal) => (
                <li key={deal.id} className="flex flex-wrap items-center gap-2">
                  <Link
                    to={`${paths.deals}?abrir=${deal.id}`}
                    className="font-medium underline-offset-4 hover:underline"
                  >
                    {deal.brandName}
                  </Link>
                  <DealStageBadge stage={deal.stage} />
                  {deal.fee ? <span className="text-muted-foreground">{deal.fee}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </DossierCard>
      ) : null}
      {reads("operations") ? (
        <DossierCard
          title="Operaciones abiertas"
          more={{ to: paths.playerTab(playerId, "operations"), label: "Ver operaciones" }}
        >
          {dossier.openOperations.length === 0 ? (
            <p className="text-sm text-muted-foreground">Sin operaciones abiertas</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {dossier.openOperations.map((operation) => (
                <li key={operation.id} className="flex flex-wrap items-center gap-2">
                  <Link to={paths.operation(operation.id)} className="font-medium underline-offset-4 hover:underline">
                    {`${operation.type} · ${operation.clubName}`}
                  </Link>
                  <OperationStageBadge stage={operation.stage} />
                </li>
              ))}
            </ul>
          )}
        </DossierCard>
      ) : null}
    </>
  );
}

/** Papers in their notice of expiring or expired: what to renew before it stops an operation. */
function ExpiringPapers({ papers }: { papers: PlayerDossier["expiringPapers"] }) {
  const today = agencyToday();
  return (
    <div className="space-y-2" data-testid="expiring-papers">
      <p className="text-sm font-medium">Documentos que caducan</p>
      <ul className="space-y-2 text-sm">
        {papers.map((paper) => (
          <li key={paper.id} className="flex flex-wrap items-center gap-2">
            <Link
              to={`${paths.documents}?abrir=${paper.id}`}
              className="font-medium underline-offset-4 hover:underline"
            >
              {DOCUMENT_KIND_LABELS[paper.kind]}
            </Link>
            <span className="text-muted-foreground">{paper.name}</span>
            <Badge tone={paper.expired ? "destructive" : "warning"}>
              {capitalize(expiryPhrase(paper.expiresOn, today))}
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Paperwork({ dossier, reads }: { dossier: PlayerDossier; reads: Reads }) {
  if (!reads("documents") && !reads("approvals")) return null;
  return (
    <DossierCard
      title="Documentos y aprobaciones"
      more={reads("documents") ? { to: paths.documents, label: "Ver documentos" } : undefined}
    >
      {!reads("documents") ? null : dossier.documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">Sin documentos</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {dossier.documents.map((document) => (
            <li key={document.id} className="flex flex-wrap items-center gap-2">
              <Link
                to={`${paths.documents}?abrir=${document.id}`}
                className="font-medium underline-offset-4 hover:underline"
              >
                {document.name}
              </Link>
              <span className="text-muted-foreground">{document.type}</span>
              <DocumentStatusBadge status={document.status} />
            </li>
          ))}
        </ul>
      )}
      {reads("documents") && dossier.expiringPapers.length > 0 ? (
        <ExpiringPapers papers={dossier.expiringPapers} />
      ) : null}
      <p className="text-sm" hidden={!reads("approvals")}>
        {dossier.pendingApprovals === 0 ? (
          <span className="text-muted-foreground">Nada espera su aprobación</span>
        ) : (
          <Link to={paths.approvals} className="font-medium text-primary underline-offset-4 hover:underline">
            {plural(dossier.pendingApprovals, "aprobación pendiente", "aprobaciones pendientes")}
          </Link>
        )}
      </p>
    </DossierCard>
  );
}

/** The cards of the player's dossier that come from its own request. */
export function PlayerDossierCards({ dossier, player }: { dossier: PlayerDossier; player: Player }) {
  const reads = useReads();
  const playerId = player.id;
  return (
    <>
      <ContractAndMandate dossier={dossier} player={player} reads={reads} />
      <Money dossier={dossier} playerId={playerId} reads={reads} />
      <OpenBusiness dossier={dossier} playerId={playerId} reads={reads} />
      <Paperwork dossier={dossier} reads={reads} />
    </>
  );
}
