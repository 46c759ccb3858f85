/** Where the service worker keeps the last answers of the player's app, for opening it without a connection. */
export const APP_DATA_CACHE = "palco-app-data";

/** Forgets what was kept for offline use: on signing out, the next person on this phone must not find it. */
export async function forgetOfflineData(): Promise<void> {
  if (typeof caches === "undefined") return;
  await caches.delete(APP_DATA_CACHE).catch(() => false);
}
