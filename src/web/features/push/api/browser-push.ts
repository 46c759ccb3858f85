/** Why this browser cannot receive Web Push, in words the agent can act on; null when it can. */
export function pushUnavailableReason(): string | null {
  if (typeof window === "undefined") return "Este navegador no admite notificaciones push.";
  if (!window.isSecureContext)
    return "Las notificaciones push necesitan que Palco se abra por https (o en esta misma máquina, en localhost).";
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window))
    return "Este navegador no admite notificaciones push. En iPhone o iPad, añade Palco a la pantalla de inicio y ábrelo desde allí.";
  if (Notification.permission === "denied")
    return "Has bloqueado las notificaciones de Palco en este navegador: permítelas en los ajustes del sitio y vuelve a intentarlo.";
  return null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current || current.byteLength !== wanted.byteLength) return false;
  const bytes = new Uint8Array(current);
  return bytes.every((byte, index) => byte === wanted[index]);
}

const registration = () => navigator.serviceWorker.register("/sw.js", { scope: "/" });

/**
 * Asks the browser for permission and for a subscription with Palco's key (the one it has, when it was made with
 * this key): what the server keeps to reach this device.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new Error("Sin tu permiso el navegador no deja a Palco mostrar notificaciones.");
  const worker = await registration();
  await navigator.serviceWorker.ready;
  const applicationServerKey = keyBytes(publicKey);
  let subscription = await worker.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  return subscription.toJSON();
}

/** This browser's subscription address, if it has one: Configuración marks it "este dispositivo". */
export async function thisBrowserEndpoint(): Promise<string | null> {
  if (pushUnavailableReason() !== null) return null;
  const worker = await navigator.serviceWorker.getRegistration("/");
  const subscription = await worker?.pushManager.getSubscription();
  return subscription?.endpoint ?? null;
}

/** Stops this browser's subscription (when the agent removes this device). */
export async function unsubscribeThisBrowser(): Promise<void> {
  const worker = await navigator.serviceWorker.getRegistration("/");
  await (await worker?.pushManager.getSubscription())?.unsubscribe();
}
