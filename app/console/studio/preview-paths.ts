/**
 * Where each previewable document shows on the site: the page a preview link opens. Only
 * documents whose pages' loaders read them through `pageContent` (app/lib/page-content.server.ts)
 * are listed, so a preview never claims to show a draft that the page ignores.
 */
export const PREVIEW_PATHS: Readonly<Record<string, string>> = {
  "page:home": "/",
  "section:devices": "/",
  "page:about": "/about",
  "section:about-timeline": "/about",
  "page:solutions": "/solutions",
  "page:ott-app-development": "/ott-app-development",
  "page:partners": "/partners",
  // Every page's SEO text: previewed on the home page (its title and description are in the page's head).
  seo: "/",
};

export function previewPathOf(documentId: string): string | undefined {
  return Object.hasOwn(PREVIEW_PATHS, documentId) ? PREVIEW_PATHS[documentId] : undefined;
}
