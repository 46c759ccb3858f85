import type { TestApp } from "./test-app";

/** The routes anyone may call without a session: a link or a token is their proof, or they are public. */
export const PUBLIC_ROUTE = /^\/api\/(auth|health|setup|access|team\/accept|calendar\/ics|mcp|sign|verify)(\/|$)/;

/** Every route of the API that needs a session, from the app's own route list. */
export const sessionRoutes = (t: Pick<TestApp, "app">) =>
  t.app.routes.filter(
    (route) => route.path.startsWith("/api/") && route.method !== "ALL" && !PUBLIC_ROUTE.test(route.path),
  );
