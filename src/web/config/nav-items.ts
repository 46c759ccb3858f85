import {
  ArrowLeftRight,
  Building2,
  CalendarDays,
  ClipboardCheck,
  FileSignature,
  FileText,
  Handshake,
  LayoutDashboard,
  ListTodo,
  Newspaper,
  Settings,
  Shield,
  Smartphone,
  Target,
  Users,
  Wallet,
  type LucideIcon,
} from "lucide-react";

import { paths } from "@/config/paths";

export type NavItem = { title: string; to: string; icon: LucideIcon };
export type NavGroup = { label: string; items: NavItem[] };

export const navGroups: NavGroup[] = [
  {
    label: "Principal",
    items: [
      { title: "Dashboard", to: paths.dashboard, icon: LayoutDashboard },
      { title: "Jugadores", to: paths.players, icon: Users },
      { title: "Marcas", to: paths.brands, icon: Building2 },
      { title: "Patrocinios", to: paths.deals, icon: Handshake },
      { title: "Clubes", to: paths.clubs, icon: Shield },
      { title: "Operaciones", to: paths.operations, icon: ArrowLeftRight },
      { title: "Calendario", to: paths.calendar, icon: CalendarDays },
      { title: "Tareas", to: paths.tasks, icon: ListTodo },
      { title: "Objetivos (OKR AI)", to: paths.okrs, icon: Target },
      { title: "Noticias", to: paths.news, icon: Newspaper },
      { title: "Documentos", to: paths.documents, icon: FileText },
      { title: "Mandatos", to: paths.mandates, icon: FileSignature },
      { title: "Comisiones", to: paths.commissions, icon: Wallet },
    ],
  },
  {
    label: "Herramientas",
    items: [
      { title: "Aprobaciones", to: paths.approvals, icon: Smartphone },
      { title: "QA Runner", to: paths.qaRunner, icon: ClipboardCheck },
      { title: "Configuración", to: paths.settings, icon: Settings },
    ],
  },
];
