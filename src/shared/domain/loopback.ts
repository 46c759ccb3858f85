/**
 * Whether an address only reaches the computer it is opened on (localhost, 127.0.0.0/8, ::1, 0.0.0.0): a link made
 * there and sent to a phone leads nowhere.
 */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (host === "localhost" || host.endsWith(".localhost") || host === "0.0.0.0") return true;
  if (host === "[::1]" || host === "::1") return true;
  return /^127(\.\d{1,3}){3}$/.test(host);
}
