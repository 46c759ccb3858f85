import type * as React from "react";

import { Allowed } from "@/components/allowed";
import { ErrorState } from "@/components/error-state";
import { PageHeader } from "@/components/page-header";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useSettings } from "@/features/agent-settings/api/get-settings";
import { CommissionDefaultsForm } from "@/features/agent-settings/components/commission-defaults-form";
import { MenuColourSetting } from "@/features/agent-settings/components/menu-colour-setting";
import { NotificationSwitches } from "@/features/agent-settings/components/notification-switches";
import { PasswordForm } from "@/features/agent-settings/components/password-form";
import { ProfileForm } from "@/features/agent-settings/components/profile-form";
import { TwoFactorSettings } from "@/features/agent-settings/components/two-factor-settings";
import { ApiTokenSettings } from "@/features/api-tokens/components/api-token-settings";
import { FifaRuleSettings } from "@/features/fifa-rules/components/fifa-rule-settings";
import { IssuerSettings } from "@/features/invoices/components/issuer-settings";
import { VerifactuSettings } from "@/features/invoices/components/verifactu-settings";
import { useMailStatus } from "@/features/mail/api/mail";
import { MailSettings } from "@/features/mail/components/mail-settings";
import { PasskeySettings } from "@/features/passkeys/components/passkey-settings";
import { usePushStatus } from "@/features/push/api/push";
import { PushSettings } from "@/features/push/components/push-settings";
import { SampleDataSettings } from "@/features/sample-data/components/sample-data-settings";
import { TransferWindowSettings } from "@/features/transfer-windows/components/transfer-window-settings";
import { useMay, useSeesGroup, useSession } from "@/lib/session";

function Section({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  const id = `settings-${title.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <Card className="gap-5 p-5 sm:p-6" aria-labelledby={id} role="region">
      <div className="space-y-1">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </Card>
  );
}

export function SettingsRoute() {
  const settings = useSettings();
  const mail = useMailStatus();
  const push = usePushStatus();
  const twoFactor = useSession().data?.user.twoFactor;
  const seesMoney = useSeesGroup("money");
  const mayEditIssuers = useMay("invoices", "edit");
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title="Configuración" description="Tu perfil, tus avisos y la seguridad de tu cuenta" />
      {settings.isPending ? (
        <div className="space-y-6" aria-busy="true">
          <p className="sr-only" role="status">
            Cargando configuración...
          </p>
          <Skeleton className="h-64 rounded-xl" />
          <Skeleton className="h-72 rounded-xl" />
        </div>
      ) : settings.isError ? (
        <ErrorState message="No se pudo cargar la configuración." onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <Section title="Perfil" description="Tus datos de contacto como agente">
            <ProfileForm profile={settings.data.profile} version={settings.data.versions.profile} />
          </Section>
          <Section
            title="Notificaciones"
            description="Qué avisos aparecen en la campana de la barra superior y cuáles te llegan también por email o al móvil"
          >
            <NotificationSwitches
              preferences={settings.data.notifications}
              emailAlerts={settings.data.emailAlerts}
              pushAlerts={settings.data.pushAlerts}
              mailConfigured={mail.data?.configured ?? false}
              pushDevices={push.data?.devices.length ?? 0}
            />
          </Section>
          <Section
            title="Notificaciones push"
            description="Los avisos que marques como «Push» llegan a la pantalla de bloqueo del móvil o del ordenador, aunque Palco esté cerrado"
          >
            <PushSettings />
          </Section>
          <Section
            title="Correo"
            description="Los correos que Palco envía: avisos que elijas y enlaces para restablecer la contraseña"
          >
            <MailSettings digestHour={settings.data.digestHour} />
          </Section>
          <Section title="Seguridad" description="Cambia la contraseña con la que inicias sesión">
            <PasswordForm email={settings.data.profile.email} />
          </Section>
          {twoFactor ? (
            <Section
              title="Verificación en dos pasos"
              description="Un código de tu app de autenticación además de la contraseña al iniciar sesión"
            >
              <TwoFactorSettings status={twoFactor} email={settings.data.profile.email} />
            </Section>
          ) : null}
          <Section
            title="Llaves de acceso"
            description="Entra con la huella, la cara o el PIN de tu dispositivo en lugar de la contraseña"
          >
            <PasskeySettings />
          </Section>
          {/* A percentage of the agency's fees: money, which some roles do not see. */}
          {seesMoney ? (
            <Section title="Comisiones" description="El porcentaje de la agencia sobre el importe de cada patrocinio">
              <CommissionDefaultsForm
                defaults={settings.data.commissions}
                version={settings.data.versions.commissions}
              />
            </Section>
          ) : null}
          <Section
            title="Acceso API"
            description="Tokens personales para conectar asistentes como Claude o Cursor a Palco por MCP"
          >
            <ApiTokenSettings />
          </Section>
          <Allowed resource="invoices" action="read">
            <Section
              title="Facturación"
              description="Quién emite las facturas de la agencia: NIF, dirección, series, IVA y la retención que confirma la gestoría"
            >
              <IssuerSettings canEdit={mayEditIssuers} />
            </Section>
          </Allowed>
          <Allowed resource="agency" action="edit">
            <Section
              title="VERI*FACTU"
              description="El envío de los registros de facturación a la AEAT, con el certificado de la agencia"
            >
              <VerifactuSettings />
            </Section>
          </Allowed>
          <Allowed resource="operations" action="edit">
            <Section
              title="Traspasos"
              description="Las ventanas de traspasos de cada liga: el calendario y su suscripción las muestran"
            >
              <TransferWindowSettings />
            </Section>
          </Allowed>
          <Allowed resource="mandates" action="edit">
            <Section
              title="Reglas FIFA"
              description="Las reglas que Palco aplica, con su estado y su fuente: si FIFA suspende o restablece una, cámbiala aquí"
            >
              <FifaRuleSettings />
            </Section>
          </Allowed>
          <Allowed resource="agency" action="delete">
            <Section title="Datos de ejemplo" description="La cartera de ejemplo con la que Palco se estrena">
              <SampleDataSettings />
            </Section>
          </Allowed>
          <Section title="Apariencia" description="El color del menú lateral">
            <MenuColourSetting />
          </Section>
        </>
      )}
    </div>
  );
}
