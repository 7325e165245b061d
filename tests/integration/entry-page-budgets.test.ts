/**
 * Pages of studio entries, rendered from the build as a publishing generation would
 * (scripts/budgets/entry-pages.ts): each loads its own page's code and CSS only (the entry route
 * imports the article and story pages lazily), with that CSS inlined in the HTML, within the
 * budgets every page has. Run `npm run build` first.
 */
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { type RenderedEntryPage, renderEntryPages } from "../../scripts/budgets/entry-pages.ts";
import { assetsReferencedBy, budgetFailures, measurePage } from "../../scripts/check-budgets.ts";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

describe("studio entry pages", () => {
  let pages: RenderedEntryPage[];
  beforeAll(async () => {
    pages = await renderEntryPages(buildDir);
  });
  const page = (kind: string) => pages.find((candidate) => candidate.route.kind === kind) as RenderedEntryPage;

  it.each([
    ["article", /\/assets\/ArticlePage-[\w-]+\.(js|css)$/, /\/assets\/CustomerStoryPage-/],
    ["customer", /\/assets\/CustomerStoryPage-[\w-]+\.(js|css)$/, /\/assets\/ArticlePage-/],
  ])("a %s entry loads its page's code and CSS, not the other kind's", (kind, own, other) => {
    const { scripts, styles } = assetsReferencedBy(page(kind).html);
    expect(scripts.filter((url) => own.test(url))).toHaveLength(1);
    expect(styles.filter((url) => own.test(url))).toHaveLength(1);
    expect([...scripts, ...styles].filter((url) => other.test(url))).toEqual([]);
    // Each stylesheet once, inlined before its (disabled) link: the page is styled before any JavaScript.
    expect(new Set(styles).size).toBe(styles.length);
    for (const href of styles)
      expect(page(kind).html).toMatch(new RegExp(`</style><link rel="stylesheet" href="${href}`));
  });

  it("keeps both kinds within every page's budgets", () => {
    for (const { route, html } of pages) {
      const measurement = measurePage(path.join(buildDir, "client"), route, html, brotliCompressSync(html).length);
      expect(budgetFailures(measurement), route.path).toEqual([]);
    }
  });
});
