import {
  ArrowLeftRight,
  Building2,
  CalendarDays,
  ClipboardCheck,
  FileSignature,
  FileText,
  HandCoins,
  Handshake,
  LayoutDashboard,
  ListTodo,
  Newspaper,
  ReceiptText,
  Settings,
  Shield,
  Smartphone,
  Target,
  Users,
  UsersRound,
  Wallet,
  type LucideIcon,
} from "lucide-react";

import type { TeamResource } from "@shared/domain/team-roles";
import { paths } from "@/config/paths";

/** `resource`: the menu shows the item only to a role that may read it; without one, to every member. */
export type NavItem = { title: string; to: string; icon: LucideIcon; resource?: TeamResource };
export type NavGroup = { label: string; items: NavItem[] };

export const navGroups: NavGroup[] = [
  {
    label: "Principal",
    items: [
      { title: "Dashboard", to: paths.dashboard, icon: LayoutDashboard },
      { title: "Jugadores", to: paths.players, icon: Users, resource: "players" },
      { title: "Marcas", to: paths.brands, icon: Building2, resource: "brands" },
      { title: "Patrocinios", to: paths.deals, icon: Handshake, resource: "deals" },
      { title: "Clubes", to: paths.clubs, icon: Shield, resource: "clubs" },
      { title: "Operaciones", to: paths.operations, icon: ArrowLeftRight, resource: "operations" },
      { title: "Calendario", to: paths.calendar, icon: CalendarDays, resource: "events" },
      { title: "Tareas", to: paths.tasks, icon: ListTodo, resource: "tasks" },
      { title: "Objetivos (OKR AI)", to: paths.okrs, icon: Target, resource: "okrs" },
      { title: "Noticias", to: paths.news, icon: Newspaper, resource: "news" },
      { title: "Documentos", to: paths.documents, icon: FileText, resource: "documents" },
      { title: "Mandatos", to: paths.mandates, icon: FileSignature, resource: "mandates" },
      { title: "Comisiones", to: paths.commissions, icon: Wallet, resource: "commissions" },
      { title: "Facturas", to: paths.invoices, icon: ReceiptText, resource: "invoices" },
      { title: "Colaboradores", to: paths.collaborators, icon: HandCoins, resource: "settlements" },
    ],
  },
  {
    label: "Herramientas",
    items: [
      { title: "Aprobaciones", to: paths.approvals, icon: Smartphone, resource: "approvals" },
      { title: "QA Runner", to: paths.qaRunner, icon: ClipboardCheck, resource: "agency" },
      { title: "Equipo", to: paths.team, icon: UsersRound, resource: "team" },
      { title: "Configuración", to: paths.settings, icon: Settings },
    ],
  },
];

/** The menu a member sees: the items their role reads (until the session is known, only those every member has). */
export function navGroupsFor(reads: readonly TeamResource[] | undefined): NavGroup[] {
  const shows = (item: NavItem) => !item.resource || (reads?.includes(item.resource) ?? false);
  return navGroups
    .map((group) => ({ ...group, items: group.items.filter(shows) }))
    .filter((group) => group.items.length > 0);
}
