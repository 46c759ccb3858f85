import { type ComponentType, lazy, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { FullPageSpinner } from "@/components/full-page-spinner";
import { AppLayout } from "./layout/app-layout";

// Each screen loads with the page that shows it. The declarative router is a third of the data router's size;
// what its loaders did (start a page's requests early) is done by prefetchScreenData.
function screen(load: () => Promise<ComponentType>) {
  const Screen = lazy(() => load().then((component) => ({ default: component })));
  return <Screen />;
}

const landing = screen(() => import("./routes/landing").then((m) => m.LandingRoute));
const login = screen(() => import("./routes/login").then((m) => m.LoginRoute));
const setup = screen(() => import("./routes/setup").then((m) => m.SetupRoute));
const notFound = screen(() => import("./routes/not-found").then((m) => m.NotFoundRoute));

export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route path="/" element={landing} />
        <Route path="/login" element={login} />
        <Route path="/setup" element={setup} />
        <Route element={<AppLayout />}>
          <Route path="/dashboard" element={screen(() => import("./routes/dashboard").then((m) => m.DashboardRoute))} />
          <Route path="/players" element={screen(() => import("./routes/players").then((m) => m.PlayersRoute))} />
          <Route path="/players/:playerId" element={screen(() => import("./routes/player-layout").then((m) => m.PlayerLayoutRoute))}>
            <Route index element={<Navigate to="reputation" replace />} />
            <Route path="overview" element={<Navigate to="../reputation" relative="path" replace />} />
            <Route path="reputation" element={screen(() => import("./routes/player-reputation").then((m) => m.PlayerReputationRoute))} />
            <Route path="calendar" element={screen(() => import("./routes/player-calendar").then((m) => m.PlayerCalendarRoute))} />
            <Route path="deals" element={screen(() => import("./routes/player-deals").then((m) => m.PlayerDealsRoute))} />
            <Route path="investments" element={screen(() => import("./routes/player-investments").then((m) => m.PlayerInvestmentsRoute))} />
            {/* SPEC links to both spellings of the media route. */}
            {["media-lab", "medialab"].map((path) => (
              <Route key={path} path={path} element={screen(() => import("./routes/player-tab").then((m) => m.PlayerMediaLabRoute))} />
            ))}
          </Route>
          <Route path="/brands" element={screen(() => import("./routes/brands").then((m) => m.BrandsRoute))} />
          <Route path="/deals" element={screen(() => import("./routes/deals").then((m) => m.DealsRoute))} />
          <Route path="/calendar" element={screen(() => import("./routes/calendar").then((m) => m.CalendarRoute))} />
          <Route path="/okrs" element={screen(() => import("./routes/okrs").then((m) => m.OkrsRoute))} />
          <Route path="/news" element={screen(() => import("./routes/news").then((m) => m.NewsRoute))} />
          <Route path="/documents" element={screen(() => import("./routes/documents").then((m) => m.DocumentsRoute))} />
          <Route path="/settings" element={screen(() => import("./routes/settings").then((m) => m.SettingsRoute))} />
          <Route path="/mobile/approvals" element={screen(() => import("./routes/approvals").then((m) => m.ApprovalsRoute))} />
          <Route path="/qa/runner" element={screen(() => import("./routes/qa-runner").then((m) => m.QaRunnerRoute))} />
        </Route>
        <Route path="*" element={notFound} />
      </Routes>
    </Suspense>
  );
}
