/// <reference lib="webworker" />
// Palco's service worker. It keeps the app's own files (precached at each version) so that the player's app opens
// without a connection, with the last answers its screens read; it shows the notifications that arrive by Web Push
// and opens their page when tapped. The agent's console is not kept: its pages and data always come from the server.
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";

import { APP_DATA_CACHE } from "./lib/offline-data";

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first version installed looks after the open page at once: the app works offline from its first visit.
clientsClaim();

// The player's app: its pages from the kept shell; the invitation link always asks the server.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL("/index.html"), {
    allowlist: [/^\/app(\/|$)/],
    denylist: [/^\/app\/acceso/],
  }),
);

// Its data: fresh when the server answers in time, else the last answer kept. Only complete answers are kept.
registerRoute(
  ({ url, request }) =>
    request.method === "GET" && url.origin === self.location.origin && url.pathname.startsWith("/api/app/"),
  new NetworkFirst({
    cacheName: APP_DATA_CACHE,
    networkTimeoutSeconds: 6,
    plugins: [{ cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) }],
  }),
);

// A new version waits until the page says the person accepted it ("Actualizar"), never mid-task.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

type PushMessage = { title: string; body: string; url: string; tag: string };

self.addEventListener("push", (event) => {
  let message: PushMessage = { title: "Palco", body: "", url: "/", tag: "palco" };
  try {
    message = { ...message, ...(event.data?.json() as Partial<PushMessage>) };
  } catch {
    // A message Palco did not write (or an empty one) still tells the person something arrived.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: "/pwa-192.png",
      badge: "/favicon.svg",
      lang: "es",
      data: { url: message.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | null)?.url ?? "/";
  // Only Palco's own pages open: a message cannot send the person elsewhere.
  const url = new URL(path.startsWith("/") && !path.startsWith("//") ? path : "/", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open)
        return open
          .focus()
          .then((client) => client.navigate(url))
          .catch(() => self.clients.openWindow(url));
      return self.clients.openWindow(url);
    }),
  );
});
