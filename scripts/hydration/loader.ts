/**
 * The hydration loader: compiled by scripts/hydration/compile-loader.ts and inlined into every
 * pre-rendered page right after the inert block that server/publishing/html/defer-hydration.ts leaves in place
 * of React Router's hydration script. After the first paint, and once the page's priority images
 * have loaded (the Largest Contentful Paint), it preloads the modules the block
 * lists, fetches the block's file (React Router's context and module scripts and the loader
 * data) and loads the page's full stylesheets (their inline copies hold only the rules the
 * rendered markup uses), then runs the context script, hands the data to React Router's stream
 * and runs the module. When the file cannot be fetched, nothing runs and the page stays as it
 * was rendered.
 */
import { FONT_FACES_LINK_ID } from "../../shared/site/font-faces.ts";
import { afterFirstPaint } from "./after-first-paint.ts";
import { afterPriorityImages } from "./after-priority-images.ts";

interface ReactRouterContext {
  streamController: ReadableStreamDefaultController<string>;
}

/** Matches HydrationPayload in server/publishing/html/defer-hydration.ts. */
interface HydrationPayload {
  context: string;
  module: string;
  stream: string;
}

const moduleBlock = document.currentScript!.previousElementSibling as HTMLScriptElement;

function preloadModules(hrefs: string[]): void {
  for (const href of hrefs.filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.appendChild(link);
  }
}

/** Runs inline code (allowed by its hash); a classic script runs as it is appended. */
function run(code: string, type = ""): void {
  const script = document.createElement("script");
  if (type) script.type = type;
  script.textContent = code;
  document.body.appendChild(script);
}

/**
 * Enables the page's stylesheet links (only they are disabled), except the font faces' (the inline
 * copy has the faces the page uses); settles once each has loaded or failed.
 */
function loadFullStylesheets(): Promise<unknown> {
  return Promise.all(
    [...document.querySelectorAll<HTMLLinkElement>(`link[disabled]:not(#${FONT_FACES_LINK_ID})`)].map(
      (link) =>
        new Promise((settle) => {
          link.onload = link.onerror = settle;
          link.disabled = false;
        }),
    ),
  );
}

/** Runs `work` in a task of its own, at once after this one (a message, not a timer: a page whose clock is paused still runs it). */
function inNextTask(work: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = work;
  channel.port2.postMessage(null);
}

function hydrate(url: string): void {
  const payload = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url} ${response.status}`);
    return response.json() as Promise<HydrationPayload>;
  });
  Promise.all([payload, loadFullStylesheets()]).then(([{ context, module, stream }]) => {
    run(context);
    const { streamController } = (window as unknown as { __reactRouterContext: ReactRouterContext })
      .__reactRouterContext;
    streamController.enqueue(stream);
    streamController.close();
    run(module, "module");
  });
}

afterFirstPaint(() =>
  afterPriorityImages(() => {
    preloadModules((moduleBlock.getAttribute("data-modules") ?? "").split(" "));
    // In a task of its own: starting every request in one task made a long task on a slow phone.
    inNextTask(() => hydrate(moduleBlock.getAttribute("data-hydration-data") ?? ""));
  }),
);
