import { lazy, Suspense, type ComponentType } from "react";
import { Navigate, Route, Routes } from "react-router";

import { FullPageSpinner } from "@/components/full-page-spinner";
import { ScreenErrorBoundary } from "@/components/screen-error-boundary";
import { paths, playerTabSegment, routePatterns } from "@/config/paths";

import { AppLayout } from "./layout/app-layout";
import { UnknownAddress } from "./layout/unknown-address";
import { screenCode } from "./screen-code";

// Each screen loads with the page that shows it. The declarative router is a third of the data router's size;
// what its loaders did (start a page's requests early) is done by prefetchScreenData.
function screen(load: () => Promise<ComponentType>) {
  const Screen = lazy(() => load().then((component) => ({ default: component })));
  return (
    <ScreenErrorBoundary>
      <Screen />
    </ScreenErrorBoundary>
  );
}

const landing = screen(() => screenCode.landing().then((m) => m.LandingRoute));
const login = screen(() => screenCode.login().then((m) => m.LoginRoute));
const setup = screen(() => screenCode.setup().then((m) => m.SetupRoute));
const notFound = screen(() => screenCode.notFound().then((m) => m.NotFoundRoute));

export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route path={paths.home} element={landing} />
        <Route path={paths.login} element={login} />
        <Route path={paths.setup} element={setup} />
        <Route
          path={paths.resetPassword}
          element={screen(() => screenCode.resetPassword().then((m) => m.ResetPasswordRoute))}
        />
        <Route element={screen(() => screenCode.playerAppLayout().then((m) => m.PlayerAppLayout))}>
          <Route
            path={paths.playerApp}
            element={screen(() => screenCode.playerAppHome().then((m) => m.PlayerAppHomeRoute))}
          />
          <Route
            path={paths.playerAppApprovals}
            element={screen(() => screenCode.playerAppApprovals().then((m) => m.PlayerAppApprovalsRoute))}
          />
          <Route
            path={paths.playerAppAgenda}
            element={screen(() => screenCode.playerAppAgenda().then((m) => m.PlayerAppAgendaRoute))}
          />
          <Route
            path={paths.playerAppDeals}
            element={screen(() => screenCode.playerAppDeals().then((m) => m.PlayerAppDealsRoute))}
          />
          <Route
            path={paths.playerAppImages}
            element={screen(() => screenCode.playerAppImages().then((m) => m.PlayerAppImagesRoute))}
          />
          <Route
            path={paths.playerAppChat}
            element={screen(() => screenCode.playerAppChat().then((m) => m.PlayerAppChatRoute))}
          />
          <Route
            path={`${paths.playerAppSignatures}/*`}
            element={screen(() => screenCode.signatures().then((m) => m.PlayerAppSignaturesRoutes))}
          />
        </Route>
        <Route path={paths.joinTeam} element={screen(() => screenCode.joinTeam().then((m) => m.JoinTeamRoute))} />
        <Route path={paths.signLink} element={screen(() => screenCode.signatures().then((m) => m.SignLinkRoute))} />
        <Route path={paths.verify} element={screen(() => screenCode.signatures().then((m) => m.VerifyRoute))} />
        <Route
          path={paths.playerAppAccess}
          element={screen(() => screenCode.playerAppAccess().then((m) => m.PlayerAppAccessRoute))}
        />
        <Route element={<AppLayout />}>
          <Route path={paths.dashboard} element={screen(() => screenCode.dashboard().then((m) => m.DashboardRoute))} />
          <Route path={paths.players} element={screen(() => screenCode.players().then((m) => m.PlayersRoute))} />
          <Route
            path={routePatterns.player}
            element={screen(() => screenCode.playerLayout().then((m) => m.PlayerLayoutRoute))}
          >
            <Route index element={<Navigate to="reputation" replace />} />
            <Route path="overview" element={<Navigate to="../reputation" relative="path" replace />} />
            <Route
              path={playerTabSegment("summary")}
              element={screen(() => screenCode.playerSummary().then((m) => m.PlayerSummaryRoute))}
            />
            <Route
              path={playerTabSegment("reputation")}
              element={screen(() => screenCode.playerReputation().then((m) => m.PlayerReputationRoute))}
            />
            <Route
              path={playerTabSegment("calendar")}
              element={screen(() => screenCode.playerCalendar().then((m) => m.PlayerCalendarRoute))}
            />
            <Route
              path={playerTabSegment("deals")}
              element={screen(() => screenCode.playerDeals().then((m) => m.PlayerDealsRoute))}
            />
            <Route
              path={playerTabSegment("operations")}
              element={screen(() => screenCode.playerOperations().then((m) => m.PlayerOperationsRoute))}
            />
            <Route
              path={playerTabSegment("investments")}
              element={screen(() => screenCode.playerInvestments().then((m) => m.PlayerInvestmentsRoute))}
            />
            <Route
              path={playerTabSegment("contracts")}
              element={screen(() => screenCode.playerMandate().then((m) => m.PlayerContractsRoute))}
            />
            <Route
              path={playerTabSegment("mandate")}
              element={screen(() => screenCode.playerMandate().then((m) => m.PlayerMandateRoute))}
            />
            <Route
              path={playerTabSegment("history")}
              element={screen(() => screenCode.playerHistory().then((m) => m.PlayerHistoryRoute))}
            />
            {/* SPEC links to both spellings of the media route. */}
            {["media-lab", "medialab"].map((path) => (
              <Route
                key={path}
                path={path}
                element={screen(() => screenCode.playerTab().then((m) => m.PlayerMediaLabRoute))}
              />
            ))}
          </Route>
          <Route
            path={routePatterns.signature}
            element={screen(() => screenCode.signatures().then((m) => m.SignatureDetailRoute))}
          />
          <Route path={paths.brands} element={screen(() => screenCode.brands().then((m) => m.BrandsRoute))} />
          <Route
            path={routePatterns.brand}
            element={screen(() => screenCode.brandDetail().then((m) => m.BrandDetailRoute))}
          />
          <Route path={paths.clubs} element={screen(() => screenCode.clubs().then((m) => m.ClubsRoute))} />
          <Route
            path={routePatterns.club}
            element={screen(() => screenCode.clubDetail().then((m) => m.ClubDetailRoute))}
          />
          <Route
            path={paths.operations}
            element={screen(() => screenCode.operations().then((m) => m.OperationsRoute))}
          />
          <Route
            path={routePatterns.operation}
            element={screen(() => screenCode.operationDetail().then((m) => m.OperationDetailRoute))}
          />
          <Route path={paths.deals} element={screen(() => screenCode.deals().then((m) => m.DealsRoute))} />
          <Route path={paths.calendar} element={screen(() => screenCode.calendar().then((m) => m.CalendarRoute))} />
          <Route path={paths.okrs} element={screen(() => screenCode.okrs().then((m) => m.OkrsRoute))} />
          <Route path={paths.tasks} element={screen(() => screenCode.tasks().then((m) => m.TasksRoute))} />
          <Route path={paths.news} element={screen(() => screenCode.news().then((m) => m.NewsRoute))} />
          <Route path={paths.documents} element={screen(() => screenCode.documents().then((m) => m.DocumentsRoute))} />
          <Route path={paths.mandates} element={screen(() => screenCode.mandates().then((m) => m.MandatesRoute))} />
          <Route
            path={paths.commissions}
            element={screen(() => screenCode.commissions().then((m) => m.CommissionsRoute))}
          />
          <Route path={paths.invoices} element={screen(() => screenCode.invoices().then((m) => m.InvoicesRoute))} />
          <Route
            path={routePatterns.invoice}
            element={screen(() => screenCode.invoiceDetail().then((m) => m.InvoiceDetailRoute))}
          />
          <Route
            path={paths.collaborators}
            element={screen(() => screenCode.collaborators().then((m) => m.CollaboratorsRoute))}
          />
          <Route
            path={routePatterns.collaborator}
            element={screen(() => screenCode.collaboratorDetail().then((m) => m.CollaboratorDetailRoute))}
          />
          <Route path={paths.settings} element={screen(() => screenCode.settings().then((m) => m.SettingsRoute))} />
          <Route path={paths.team} element={screen(() => screenCode.team().then((m) => m.TeamRoute))} />
          <Route path={paths.approvals} element={screen(() => screenCode.approvals().then((m) => m.ApprovalsRoute))} />
          <Route path={paths.qaRunner} element={screen(() => screenCode.qaRunner().then((m) => m.QaRunnerRoute))} />
        </Route>
        <Route path="*" element={<UnknownAddress page={notFound} />} />
      </Routes>
    </Suspense>
  );
}
