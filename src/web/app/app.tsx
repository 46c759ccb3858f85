import { BrowserRouter } from "react-router";

import { ScreenErrorBoundary } from "@/components/screen-error-boundary";

import { AppProviders } from "./providers";
import { AppRoutes } from "./router";

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <ScreenErrorBoundary>
          <AppRoutes />
        </ScreenErrorBoundary>
      </BrowserRouter>
    </AppProviders>
  );
}
