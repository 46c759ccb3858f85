import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { Outlet, useLocation } from "react-router";

import { BrandMark } from "@/components/brand-mark";
import { SidebarInset, SidebarTrigger } from "@/components/ui/sidebar/sidebar";
import { SidebarProvider } from "@/components/ui/sidebar/sidebar-context";
import { AlertsBell } from "@/features/alerts/components/alerts-bell";
import { SampleDataBanner } from "@/features/sample-data/components/sample-data-banner";
import { SearchLauncher } from "@/features/search/components/search-launcher";
import { useMenuAppearance } from "@/hooks/use-menu-appearance";
import { whenIdle } from "@/lib/idle";
import { useSession } from "@/lib/session";

import { screenTitle, useDocumentTitle } from "../document-title";
import { prefetchScreenData } from "../prefetch";
import { AppSidebar } from "./app-sidebar";
import { PageTrailProvider, TopBarTrail } from "./page-trail";
import { RequireAuth } from "./require-auth";

// Only a role that requires a second factor and has it off sees the reminder: its code stays out of the first paint.
const TwoFactorReminder = lazy(() => import("./two-factor-reminder"));

// The floating assistant button comes once the screen has shown its data: no first paint waits for its code.
const AssistantForPage = lazy(() =>
  import("./assistant-for-page").then((module) => ({ default: module.AssistantForPage })),
);

function DeferredAssistant() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <AssistantForPage />
    </Suspense>
  );
}

function TwoFactorNotice() {
  const status = useSession().data?.user.twoFactor;
  if (!status?.required || status.enabled) return null;
  return (
    <Suspense fallback={null}>
      <TwoFactorReminder status={status} />
    </Suspense>
  );
}

/** The signed-in screens: the shell around the route's own screen. */
export function AppLayout() {
  return (
    <RequireAuth>
      <AppShell>
        <Outlet />
      </AppShell>
    </RequireAuth>
  );
}

/** Menu, top bar (breadcrumb, search, bell), the sample-data banner and the assistant around a screen. */
export function AppShell({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  // Moving between screens: the next one's data is asked for while its code loads.
  useEffect(() => prefetchScreenData(pathname, search), [pathname, search]);
  useMenuAppearance();
  // A record's page (a player, a brand) takes its name from the page itself.
  const title = screenTitle(pathname);
  useDocumentTitle(title, title !== undefined);
  return (
    <SidebarProvider>
      <PageTrailProvider>
        {/* The first stop for the keyboard: past the menu and the top bar to the page itself. */}
        <a
          href="#contenido"
          className="sr-only rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
        >
          Saltar al contenido
        </a>
        <AppSidebar />
        <SidebarInset>
          <header className="sticky top-0 z-10 flex h-14 shrink-0 items-center gap-2 border-b bg-background/90 px-4 backdrop-blur">
            <SidebarTrigger className="-ml-1" />
            <BrandMark className="size-7 shrink-0 text-sm md:hidden" />
            <TopBarTrail />
            <div className="ml-auto flex shrink-0 items-center gap-2">
              <SearchLauncher />
              <AlertsBell />
            </div>
          </header>
          <TwoFactorNotice />
          <SampleDataBanner />
          <div id="contenido" tabIndex={-1} className="flex-1 p-4 outline-none sm:p-6 lg:p-8">
            <Suspense fallback={<p className="text-sm text-muted-foreground">Cargando...</p>}>{children}</Suspense>
          </div>
          <DeferredAssistant />
        </SidebarInset>
      </PageTrailProvider>
    </SidebarProvider>
  );
}
