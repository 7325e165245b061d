/**
 * The elements of React Router's pre-rendered HTML that the post-build rewrite depends on
 * (server/publishing/html/defer-hydration.ts, server/publishing/html/inline-css.ts). Each finder throws when React Router's
 * output no longer has the expected shape, saying what was expected and what the rewrite does
 * with it, so an upgrade that changes the markup stops the build instead of shipping pages that
 * hydrate early, twice or not at all.
 */
import { attributeOf, elementsNamed, type HtmlDocument, type HtmlElement, textOf } from "./html-source.ts";

const LOCAL_STYLESHEET = /^\/assets\/[^#?]+\.css(?:[#?].*)?$/;

export class UnexpectedReactRouterHtml extends Error {
  constructor(expected: string, found: string, dependant: string) {
    super(
      `React Router's HTML changed shape: expected ${expected}, found ${found}. ${dependant} depends on it: ` +
        "the page is left in build/client as React Router wrote it; compare it with server/publishing/html/react-router-html.ts " +
        "and update the rewrite.",
    );
    this.name = "UnexpectedReactRouterHtml";
  }
}

/** The inline `<script type="module">` that `<Scripts/>` renders to import the route modules and hydrate. */
export function hydrationScriptOf(document: HtmlDocument): HtmlElement {
  const inlineModules = elementsNamed(document, "script").filter(
    (script) => attributeOf(script, "type") === "module" && attributeOf(script, "src") === undefined,
  );
  const [script] = inlineModules;
  if (inlineModules.length !== 1 || !script) {
    throw new UnexpectedReactRouterHtml(
      'exactly one inline <script type="module"> (the hydration script of <Scripts/>)',
      String(inlineModules.length),
      "server/publishing/html/defer-hydration.ts (it keeps that script as an inert block and runs it after the first paint)",
    );
  }
  return script;
}

const STREAM_CHUNK = /^window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);$/s;
const STREAM_CLOSE = "window.__reactRouterContext.streamController.close();";

/** The loader data React Router streams into the page for hydration, and the inline scripts that carry it. */
export interface HydrationData {
  /** The streamed text, every chunk in order. */
  text: string;
  /** The scripts that enqueue the chunks, then the one that closes the stream. */
  scripts: HtmlElement[];
}

/**
 * The inline scripts that `<ServerRouter>` renders after the document to feed
 * `window.__reactRouterContext.stream`: one or more `enqueue("…")` calls, then `close()`.
 */
export function hydrationDataOf(document: HtmlDocument): HydrationData {
  const dependant =
    "server/publishing/html/defer-hydration.ts (it moves the streamed data into a file the loader fetches)";
  const scripts = elementsNamed(document, "script").filter((script) =>
    textOf(script).startsWith("window.__reactRouterContext.streamController."),
  );
  const chunks = scripts.slice(0, -1).map((script) => STREAM_CHUNK.exec(textOf(script))?.[1]);
  const last = scripts.at(-1);
  if (chunks.length === 0 || chunks.some((chunk) => chunk === undefined) || !last || textOf(last) !== STREAM_CLOSE) {
    throw new UnexpectedReactRouterHtml(
      `inline scripts calling streamController.enqueue("…") one or more times, then ${STREAM_CLOSE}`,
      scripts.map((script) => textOf(script).slice(0, 80)).join(" | ") || "none",
      dependant,
    );
  }
  return { text: chunks.map((chunk) => JSON.parse(chunk as string) as string).join(""), scripts };
}

/** The inline script of `<Scripts/>` that sets up `window.__reactRouterContext` and its data stream. */
export function contextScriptOf(document: HtmlDocument): HtmlElement {
  const scripts = elementsNamed(document, "script").filter((script) =>
    textOf(script).startsWith("window.__reactRouterContext = "),
  );
  const [script] = scripts;
  if (scripts.length !== 1 || !script) {
    throw new UnexpectedReactRouterHtml(
      "exactly one inline script starting with window.__reactRouterContext = (the context of <Scripts/>)",
      String(scripts.length),
      "server/publishing/html/defer-hydration.ts (it moves that script into the file the loader fetches)",
    );
  }
  return script;
}

/** The `<link rel="modulepreload">` elements `<Scripts/>` renders for the entry and route modules. */
export function modulePreloadLinksOf(document: HtmlDocument): HtmlElement[] {
  return requiredLinks(
    document,
    (link) => attributeOf(link, "rel") === "modulepreload" && Boolean(attributeOf(link, "href")),
    '<link rel="modulepreload" href> elements (rendered by <Scripts/>)',
    "server/publishing/html/defer-hydration.ts (it removes them and re-creates them after the first paint)",
  );
}

/** The `<link rel="stylesheet" href="/assets/….css">` elements `<Links/>` renders for the route modules' CSS. */
const STYLESHEET_LINK_ATTRIBUTES = new Set(["rel", "href", "id"]);

export function stylesheetLinksOf(document: HtmlDocument): HtmlElement[] {
  return requiredLinks(
    document,
    (link) =>
      attributeOf(link, "rel") === "stylesheet" &&
      LOCAL_STYLESHEET.test(attributeOf(link, "href") ?? "") &&
      link.attrs.every((attribute) => STYLESHEET_LINK_ATTRIBUTES.has(attribute.name)),
    '<link rel="stylesheet" href="/assets/….css"> elements with no other attribute than an id (rendered by <Links/>)',
    "server/publishing/html/inline-css.ts (it inlines each one before the link and disables the link)",
  );
}

function requiredLinks(
  document: HtmlDocument,
  matches: (link: HtmlElement) => boolean,
  expected: string,
  dependant: string,
): HtmlElement[] {
  const links = elementsNamed(document, "link").filter(matches);
  if (links.length === 0) throw new UnexpectedReactRouterHtml(expected, "none", dependant);
  return links;
}
