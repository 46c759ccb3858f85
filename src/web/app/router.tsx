import { createBrowserRouter, Navigate } from "react-router";
import { AppLayout } from "./layout/app-layout";

// Route modules load lazily so that each screen ships only with the page that shows it.
export const router = createBrowserRouter([
  { path: "/", lazy: () => import("./routes/landing").then((m) => ({ Component: m.LandingRoute })) },
  { path: "/login", lazy: () => import("./routes/login").then((m) => ({ Component: m.LoginRoute })) },
  { path: "/setup", lazy: () => import("./routes/setup").then((m) => ({ Component: m.SetupRoute })) },
  {
    Component: AppLayout,
    children: [
      { path: "/dashboard", lazy: () => import("./routes/dashboard").then((m) => ({ Component: m.DashboardRoute })) },
      { path: "/players", lazy: () => import("./routes/players").then((m) => ({ Component: m.PlayersRoute })) },
      {
        path: "/players/:playerId",
        lazy: () => import("./routes/player-layout").then((m) => ({ Component: m.PlayerLayoutRoute })),
        children: [
          { index: true, element: <Navigate to="reputation" replace /> },
          { path: "overview", element: <Navigate to="../reputation" relative="path" replace /> },
          { path: "reputation", lazy: () => import("./routes/player-reputation").then((m) => ({ Component: m.PlayerReputationRoute })) },
          { path: "calendar", lazy: () => import("./routes/player-calendar").then((m) => ({ Component: m.PlayerCalendarRoute })) },
          { path: "deals", lazy: () => import("./routes/player-deals").then((m) => ({ Component: m.PlayerDealsRoute })) },
          { path: "investments", lazy: () => import("./routes/player-investments").then((m) => ({ Component: m.PlayerInvestmentsRoute })) },
          // SPEC links to both spellings of the media route.
          ...["media-lab", "medialab"].map((path) => ({
            path,
            lazy: () => import("./routes/player-tab").then((m) => ({ Component: m.PlayerMediaLabRoute })),
          })),
        ],
      },
      { path: "/brands", lazy: () => import("./routes/brands").then((m) => ({ Component: m.BrandsRoute })) },
      { path: "/deals", lazy: () => import("./routes/deals").then((m) => ({ Component: m.DealsRoute })) },
      { path: "/calendar", lazy: () => import("./routes/calendar").then((m) => ({ Component: m.CalendarRoute })) },
      { path: "/okrs", lazy: () => import("./routes/okrs").then((m) => ({ Component: m.OkrsRoute })) },
      { path: "/news", lazy: () => import("./routes/news").then((m) => ({ Component: m.NewsRoute })) },
      { path: "/documents", lazy: () => import("./routes/documents").then((m) => ({ Component: m.DocumentsRoute })) },
      { path: "/settings", lazy: () => import("./routes/settings").then((m) => ({ Component: m.SettingsRoute })) },
      { path: "/mobile/approvals", lazy: () => import("./routes/approvals").then((m) => ({ Component: m.ApprovalsRoute })) },
      { path: "/qa/runner", lazy: () => import("./routes/qa-runner").then((m) => ({ Component: m.QaRunnerRoute })) },
    ],
  },
  { path: "*", lazy: () => import("./routes/not-found").then((m) => ({ Component: m.NotFoundRoute })) },
]);

