/**
 * The push services of the browsers people use (Chrome and Edge on Android and desktop, Firefox, Safari on iPhone
 * and Mac, Windows). Palco posts only to these, over https, so a subscription cannot point it at another address;
 * PALCO_PUSH_SERVICES adds origins (a self-hosted push service).
 */
const KNOWN_PUSH_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^([a-z0-9-]+\.)*push\.apple\.com$/,
  /^([a-z0-9-]+\.)*notify\.windows\.com$/,
];

export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  return url.protocol === "https:" && url.port === "" && KNOWN_PUSH_HOSTS.some((host) => host.test(url.hostname));
}
