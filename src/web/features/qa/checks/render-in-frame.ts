import { isScreenLoading } from "@/lib/screen-state";

/** What one screen showed when loaded on its own, in a hidden frame of this same app. */
export type FrameReport = {
  path: string;
  heading: string | null;
  notFound: boolean;
  loadError: string | null;
  errors: string[];
  links: string[];
};

const SETTLE_TIMEOUT_MS = 15_000;
const POLL_MS = 100;

function createFrame(): HTMLIFrameElement {
  const frame = document.createElement("iframe");
  frame.title = "Comprobación de pantallas";
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  // Laid out like a desktop window, out of sight.
  Object.assign(frame.style, {
    position: "fixed",
    left: "-20000px",
    top: "0",
    width: "1280px",
    height: "800px",
    border: "0",
    visibility: "hidden",
  });
  document.body.append(frame);
  return frame;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function inAppLinks(doc: Document): string[] {
  const links = new Set<string>();
  for (const anchor of doc.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    const url = new URL(anchor.href, location.origin);
    if (url.origin === location.origin && !url.pathname.startsWith("/api/")) links.add(url.pathname);
  }
  return [...links];
}

/** Loads `path` in a hidden frame and waits until it shows a heading and has finished loading its data. */
export async function renderInFrame(path: string): Promise<FrameReport> {
  const frame = createFrame();
  const errors: string[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      frame.addEventListener("load", () => resolve(), { once: true });
      frame.addEventListener("error", () => reject(new Error("no se pudo abrir")), { once: true });
      frame.src = path;
    });
    const view = frame.contentWindow;
    view?.addEventListener("error", (event) => errors.push(event.message));
    view?.addEventListener("unhandledrejection", (event) => errors.push(String(event.reason)));
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    let heading: string | null = null;
    while (Date.now() < deadline) {
      const doc = frame.contentDocument;
      // A screen whose code failed shows the error boundary's heading: that is not the screen showing.
      if (doc?.querySelector("[data-screen-error]")) {
        heading = null;
        break;
      }
      heading = doc?.querySelector("h1")?.textContent?.trim() || null;
      if (doc && heading && !isScreenLoading(doc)) break;
      await wait(POLL_MS);
    }
    const doc = frame.contentDocument;
    const failedLoad = doc
      ? [...doc.querySelectorAll('[role="alert"]')].find((node) => /No se pud/.test(node.textContent ?? ""))
      : undefined;
    return {
      path,
      heading,
      notFound: heading === "404",
      loadError: failedLoad?.textContent?.trim() ?? null,
      errors,
      links: doc ? inAppLinks(doc) : [],
    };
  } catch (error) {
    return {
      path,
      heading: null,
      notFound: false,
      loadError: error instanceof Error ? error.message : String(error),
      errors,
      links: [],
    };
  } finally {
    frame.remove();
  }
}

/** Why a rendered screen does not count as working, or undefined when it does. */
export function frameProblem(report: FrameReport): string | undefined {
  if (report.notFound) return `${report.path}: página no encontrada`;
  if (!report.heading) return `${report.path}: no se mostró${report.errors[0] ? ` (${report.errors[0]})` : ""}`;
  if (report.errors.length > 0) return `${report.path}: ${report.errors[0]}`;
  if (report.loadError) return `${report.path}: ${report.loadError}`;
  return undefined;
}
