import {
  ArrowLeftRight,
  CalendarClock,
  FileWarning,
  IdCard,
  ListTodo,
  MessageSquareReply,
  Sparkles,
  TriangleAlert,
  Wallet,
} from "lucide-react";

import type { NotificationKind } from "@shared/schemas/agent-settings";
import { cn } from "@/lib/utils";

const ICONS = {
  crisis: TriangleAlert,
  contracts: FileWarning,
  opportunities: Sparkles,
  events: CalendarClock,
  market: ArrowLeftRight,
  tasks: ListTodo,
  money: Wallet,
  approvals: MessageSquareReply,
  papers: IdCard,
} as const;
const TONES = {
  crisis: "bg-destructive/12 text-[oklch(0.48_0.19_27)]",
  contracts: "bg-warning/20 text-[oklch(0.45_0.11_70)]",
  opportunities: "bg-success/15 text-[oklch(0.42_0.12_155)]",
  events: "bg-primary/10 text-primary",
  market: "bg-accent/25 text-accent-foreground",
  tasks: "bg-secondary text-secondary-foreground",
  money: "bg-destructive/12 text-[oklch(0.48_0.19_27)]",
  approvals: "bg-primary/10 text-primary",
  papers: "bg-warning/20 text-[oklch(0.45_0.11_70)]",
} as const;

export function AlertKindIcon({ kind }: { kind: NotificationKind }) {
  const Icon = ICONS[kind];
  return (
    <span
      className={cn("flex size-8 shrink-0 items-center justify-center rounded-full", TONES[kind])}
      aria-hidden="true"
    >
      <Icon className="size-4" />
    </span>
  );
}
