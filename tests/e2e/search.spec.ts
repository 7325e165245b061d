/**
 * Site search: the navbar button and shortcuts open a dialog (a WAI-ARIA combobox with a listbox of
 * results), /search?q=… shows the same results at a shareable address and lists every page without
 * JavaScript, the search code and index load on first use only, and queries never leave the browser.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { pageRoutes } from "#shared/site/route-table.ts";
import { expectAccessible } from "./axe";
import { DESKTOP, MOBILE, TABLET, waitForHydration } from "./fixtures";
import { expectStillHeld, holdChunk } from "./held-code";

function searchButton(page: Page) {
  return page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Search" });
}

/** On /about, focuses the search button and opens the dialog with Enter. */
async function openByKeyboard(page: Page) {
  await page.goto("/about");
  await waitForHydration(page);
  const button = searchButton(page);
  await button.focus();
  await page.keyboard.press("Enter");
  const combobox = page.getByRole("combobox", { name: "Search the site" });
  await expect(combobox).toBeFocused();
  return { button, combobox };
}

async function openSearch(page: Page, path = "/about") {
  await page.goto(path);
  await waitForHydration(page);
  await searchButton(page).click();
  const combobox = page.getByRole("combobox", { name: "Search the site" });
  await expect(combobox).toBeFocused();
  return combobox;
}

/** Types a query into the dialog and waits for its announced results. */
async function searchFor(page: Page, query: string) {
  await page.keyboard.type(query);
  await expect(page.getByRole("dialog").getByRole("status")).toHaveText(/^\d+ results? for “/);
  return page.getByRole("listbox", { name: "Results" }).getByRole("option");
}

/** The addresses of the search page's results, best first. */
async function resultLinks(page: Page, query: string): Promise<string[]> {
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  await waitForHydration(page);
  await expect(page.getByRole("status")).toHaveText(/^\d+ results? for “/);
  return page
    .getByRole("region", { name: "Results" })
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

test.describe("search finds the expected pages first", () => {
  for (const [query, expected] of [
    ["gamification", ["/gamification"]],
    ["hotel", ["/hotel-in-room-streaming", "/product/hospitality"]],
    ["S.A.R.A", ["/product/sara"]],
    ["Tizen", ["/smart-tv-app-certification", "/ott-app-development"]],
    ["privacy", ["/privacy"]],
  ] as const) {
    test(`"${query}" leads with ${expected.join(" and ")}`, async ({ page }) => {
      const links = await resultLinks(page, query);
      // The expected pages fill the top places; their order among themselves is the index's.
      expect([...links.slice(0, expected.length)].sort()).toEqual([...expected].sort());
    });
  }

  test("whitepapers are found by title and summary and lead to their card on the Resources page", async ({ page }) => {
    const links = await resultLinks(page, "whitepaper");
    expect([...links.slice(0, 3)].sort()).toEqual(["/resources", "/resources#whitepaper1", "/resources#whitepaper2"]);
    await page.getByRole("link", { name: "Whitepaper: Gamification and AI in streaming" }).click();
    await expect(page).toHaveURL(/\/resources#whitepaper1$/);
    await expect(page.locator("#whitepaper1")).toBeInViewport();
  });
});

test.describe("the search dialog", () => {
  test("is a combobox whose listbox fills as you type, with the result count announced", async ({ page }) => {
    const combobox = await openSearch(page);
    const dialog = page.getByRole("dialog", { name: "Search the site" });
    await expect(dialog).toBeVisible();
    await expect(combobox).toHaveAttribute("aria-expanded", "false");

    const options = await searchFor(page, "hotel");
    await expect(combobox).toHaveAttribute("aria-expanded", "true");
    const listbox = page.getByRole("listbox", { name: "Results" });
    await expect(combobox).toHaveAttribute("aria-controls", (await listbox.getAttribute("id")) ?? "");
    // The hotel article and the Hospitality Suite lead (in either order: "search finds the expected pages first").
    const article = options.filter({ hasText: "In-room streaming for hotels" });
    await expect(article).toContainText("Resources");
    await expect(article.locator("mark").first()).toHaveText(/hotel/i);
    await expect(options.first().locator("mark").first()).toHaveText(/hotel/i);
    await expect(dialog.getByRole("status")).toHaveText(/^\d+ results for “hotel”$/);

    await page.keyboard.press("Control+A");
    await page.keyboard.type("zzqxj");
    await expect(dialog.getByRole("status")).toHaveText("No results for “zzqxj”");
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
    await expect(dialog.getByRole("link", { name: "browse every page" })).toBeVisible();
  });

  test("works by keyboard alone: shortcut, arrows, Enter to open, Escape to close with focus returned", async ({
    page,
  }) => {
    // Tab to the button and open it with Enter; Escape closes and focus returns to the button.
    const { button, combobox } = await openByKeyboard(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(button).toBeFocused();

    // The space bar opens it too, as it does any button.
    await page.keyboard.press(" ");
    await expect(combobox).toBeFocused();
    await page.keyboard.press("Escape");

    // "/" opens it from the page; arrows move through the options and wrap.
    await page.locator("main h1").click();
    await page.keyboard.press("/");
    await expect(combobox).toBeFocused();
    const options = await searchFor(page, "vivre");
    const count = await options.count();
    expect(count).toBeGreaterThan(1);
    await expect(combobox).not.toHaveAttribute("aria-activedescendant");
    await page.keyboard.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(combobox).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id")) ?? "");
    await page.keyboard.press("ArrowUp");
    await expect(options.last()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "false");

    // Enter opens the chosen result.
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/product\/vivre$/);
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("VIVRE");
  });

  test("opens again with the space bar pressed straight after Escape closed it (no key lost in between)", async ({
    page,
  }) => {
    const { button, combobox } = await openByKeyboard(page);
    // Before the dialog's close event (a task after Escape) has run: the launcher must already know.
    for (let round = 0; round < 3; round++) {
      await page.keyboard.press("Escape");
      await page.keyboard.press(" ");
      await expect(combobox).toBeFocused();
    }
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("opens with Ctrl-K and ⌘-K, not with / while typing in a field", async ({ page }) => {
    await page.goto("/bookmeeting");
    await waitForHydration(page);
    const combobox = page.getByRole("combobox", { name: "Search the site" });
    for (const shortcut of ["Control+k", "Meta+k"]) {
      await page.keyboard.press(shortcut);
      // The first press also loads the dialog's code, which takes longer on a busy machine.
      await expect(combobox).toBeFocused({ timeout: 15_000 });
      await page.keyboard.press("Escape");
      await expect(combobox).toBeHidden();
    }
    const field = page.getByRole("textbox", { name: /^Message/ });
    await field.fill("a/b");
    await field.press("/");
    await expect(combobox).toBeHidden();
    await expect(field).toHaveValue("a/b/");
  });

  test("keeps what is typed while the dialog's code is still loading", async ({ page }) => {
    const code = await holdChunk(page, "SearchDialog");
    await page.goto("/about");
    await waitForHydration(page);
    await page.keyboard.press("/");
    await page.keyboard.type("hotel");
    expectStillHeld(code);
    const combobox = page.getByRole("combobox", { name: "Search the site" });
    await expect(combobox).toHaveValue("hotel");
    await expect(combobox).toBeFocused();
    await page.keyboard.type(" tv");
    await expect(combobox).toHaveValue("hotel tv");
  });

  test("Enter without a chosen result opens all results on the search page", async ({ page }) => {
    await openSearch(page);
    await searchFor(page, "smart tv");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=smart\+tv$/);
    await expect(page.getByRole("searchbox", { name: "Search the site" })).toHaveValue("smart tv");
    await expect(page.getByRole("region", { name: "Results" }).getByRole("link").first()).toBeVisible();
  });

  test("closes on the close button and on the backdrop, returning focus to the button", async ({ page }) => {
    await openSearch(page);
    await page.getByRole("button", { name: "Close search" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(searchButton(page)).toBeFocused();

    await searchButton(page).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
  });

  test("choosing a result with the pointer opens it", async ({ page }) => {
    await openSearch(page, "/");
    const options = await searchFor(page, "privacy");
    await options.first().click();
    await expect(page).toHaveURL(/\/privacy$/);
  });

  test("each result is a real link: it carries its address and opens in a new tab on Ctrl/⌘-click or middle click", async ({
    page,
    context,
  }) => {
    await openSearch(page, "/");
    const options = await searchFor(page, "privacy");
    await expect(options.first()).toHaveAttribute("href", "/privacy");
    const addresses = await options.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    for (const address of addresses) expect(address).toMatch(/^\/[^/]/);
    // The links stay out of the tab order: focus belongs to the combobox.
    for (const tabIndex of await options.evaluateAll((links) => links.map((link) => link.getAttribute("tabindex")))) {
      expect(tabIndex).toBe("-1");
    }

    const newTabClicks: [number, Parameters<Locator["click"]>[0]][] = [
      [0, { button: "middle" }],
      [1, { modifiers: ["ControlOrMeta"] }],
    ];
    for (const [index, click] of newTabClicks) {
      const [opened] = await Promise.all([context.waitForEvent("page"), options.nth(index).click(click)]);
      await opened.waitForLoadState("domcontentloaded");
      expect(new URL(opened.url()).pathname + new URL(opened.url()).hash).toBe(addresses[index]);
      await opened.close();
      // The visitor is still searching in the first tab.
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("dialog")).toBeVisible();
    }

    // The keyboard still chooses and follows the same links (the pointer left the second one active).
    await page.mouse.move(0, 0);
    await page.getByRole("combobox", { name: "Search the site" }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(options.nth(2)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${addresses[2]}$`));
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    test(`has no axe violations and fits the screen at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await openSearch(page);
      await expectAccessible(page, "the search dialog", { include: "dialog" });

      const options = await searchFor(page, "gamification");
      await page.keyboard.press("ArrowDown");
      await expect(options.first()).toHaveAttribute("aria-selected", "true");
      await expectAccessible(page, "the search dialog with results", { include: "dialog" });

      const box = await page.getByRole("dialog").boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
    });
  }
});

test.describe("the search button in the navigation bar", () => {
  // 769 and 800 px are the tightest: all six links show beside it there.
  for (const viewport of [MOBILE, TABLET, { width: 769, height: 900 }, { width: 800, height: 900 }, DESKTOP]) {
    test(`sits in the bar without crowding it at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/about");
      const logo = page.getByRole("banner").getByRole("link", { name: "Horizon, home page" });
      const logoWidth = (await logo.boundingBox())?.width;
      await page.setViewportSize(DESKTOP);
      expect(logoWidth, "the logo keeps its size").toBe((await logo.boundingBox())?.width);
      await page.setViewportSize(viewport);
      const header = await page.getByRole("banner").boundingBox();
      const button = await searchButton(page).boundingBox();
      expect(button?.height).toBeGreaterThanOrEqual(44);
      expect(button?.width).toBeGreaterThanOrEqual(44);
      expect(button!.y).toBeGreaterThanOrEqual(header!.y);
      expect(button!.y + button!.height).toBeLessThanOrEqual(header!.y + header!.height);
      expect(button!.x + button!.width).toBeLessThanOrEqual(viewport.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  }

  test("is a link to the search page before JavaScript runs", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/about");
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Search" });
    await expect(link).toHaveAttribute("href", "/search");
    await link.click();
    await expect(page).toHaveURL(/\/search$/);
    await context.close();
  });
});

test.describe("loading on first use only", () => {
  test("no page fetches the search code or index until search opens, and nothing leaves the site", async ({
    page,
    baseURL,
  }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.goto("/about");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const searchRequests = () => requests.filter((url) => /\/pagefind\/|\/assets\/SearchDialog-/.test(url));
    expect(searchRequests()).toEqual([]);

    await searchButton(page).click();
    await expect(page.getByRole("combobox", { name: "Search the site" })).toBeFocused();
    await searchFor(page, "gamification");
    expect(searchRequests().some((url) => /\/assets\/SearchDialog-[\w-]+\.js$/.test(url))).toBe(true);
    expect(searchRequests().some((url) => url.endsWith("/pagefind/pagefind.js"))).toBe(true);
    expect(searchRequests().some((url) => url.includes("/pagefind/index/"))).toBe(true);

    const origin = new URL(baseURL ?? "").origin;
    expect(requests.filter((url) => new URL(url).origin !== origin && !url.startsWith("data:"))).toEqual([]);
    // The query stays in the page. Result links may ask React Router's route discovery (/__manifest)
    // for their own paths, such as /gamification, whenever the router gets round to it: that is not the query.
    const carriesQuery = (url: URL) => url.pathname !== "/__manifest" && /gamification/i.test(url.search);
    expect(requests.filter((url) => carriesQuery(new URL(url)))).toEqual([]);
  });

  test("search files are cached: index chunks for good, the rest revalidated", async ({ request }) => {
    const script = await request.get("/pagefind/pagefind.js");
    expect(script.status()).toBe(200);
    expect(script.headers()["content-type"]).toMatch(/javascript/);
    expect(script.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const entry = (await (await request.get("/pagefind/pagefind-entry.json")).json()) as {
      languages: Record<string, { hash: string }>;
    };
    const language = Object.values(entry.languages)[0];
    const meta = await request.get(`/pagefind/pagefind.${language?.hash}.pf_meta`);
    expect(meta.status()).toBe(200);
    expect(meta.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("pages allow WebAssembly for search and nothing looser", async ({ request }) => {
    const csp = (await request.get("/about")).headers()["content-security-policy"] ?? "";
    const scripts = csp.split("; ").find((directive) => directive.startsWith("script-src ")) ?? "";
    expect(scripts).toContain("'wasm-unsafe-eval'");
    expect(scripts).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
  });
});

test.describe("the search page", () => {
  test("shows the results for the address's query and keeps the address in step with the field", async ({ page }) => {
    await page.goto("/search?q=tizen");
    await waitForHydration(page);
    const field = page.getByRole("searchbox", { name: "Search the site" });
    await expect(field).toHaveValue("tizen");
    await expect(page.getByRole("status")).toHaveText(/^\d+ results for “tizen”$/);
    const results = page.getByRole("region", { name: "Results" });
    await expect(results.locator("ol > li").first()).toContainText("Resources");
    await expect(results.locator("mark").first()).toHaveText(/tizen/i);

    await field.fill("hospitality suite");
    await expect(page).toHaveURL(/\/search\?q=hospitality\+suite$/);
    await expect(page.getByRole("status")).toHaveText(/results for “hospitality suite”$/);
    await expect(results.getByRole("link").first()).toHaveAttribute("href", "/product/hospitality");
    // The query is highlighted in the titles too, the same way as in the excerpts.
    await expect(results.getByRole("link").first().locator("mark").first()).toHaveText(/hospitality|suite/i);
    await expect(results.getByRole("link").first()).toHaveAccessibleName(/Hospitality/);
  });

  test("a page found by its heading shows its description, and no snippet carries a link's arrow", async ({ page }) => {
    await page.goto("/search?q=ott");
    await waitForHydration(page);
    const results = page.getByRole("region", { name: "Results" }).locator("ol > li");
    await expect(results.first()).toBeVisible();
    const ott = results.filter({ has: page.locator('a[href="/ott-app-development"]') });
    await expect(ott).toContainText("Nearly a decade of Smart TV app development");
    for (const text of await results.allTextContents()) expect(text).not.toContain("→");
  });

  test("without JavaScript lists every page grouped by section", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/search?q=hotel");
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const list = page.getByRole("region", { name: "Every page, by section" });
    await expect(list.getByRole("heading", { level: 3 })).toHaveText([
      "Products",
      "Solutions",
      "Customers",
      "Resources",
      "Company",
      "Legal",
    ]);
    const listed = await list.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    const searchable = pageRoutes.filter((route) => !route.noindex).map((route) => route.path);
    expect([...listed].sort()).toEqual([...searchable].sort());
    await expect(page.getByRole("search")).toHaveAttribute("action", "/search");
    await context.close();
  });

  test("popular searches beside the field run their search", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/search");
    await waitForHydration(page);
    const popular = page.getByRole("navigation", { name: "Popular searches" });
    const field = await page.getByRole("searchbox", { name: "Search the site" }).boundingBox();
    const box = await popular.boundingBox();
    // Beside the field at 1440 px: the hero's right half is used, not left empty.
    expect(box!.x).toBeGreaterThan(field!.x + field!.width);
    await popular.getByRole("link", { name: "Hotel TV" }).click();
    await expect(page).toHaveURL(/\/search\?q=Hotel\+TV$/);
    await expect(page.getByRole("searchbox", { name: "Search the site" })).toHaveValue("Hotel TV");
    await expect(page.getByRole("status")).toHaveText(/results for “Hotel TV”$/);
  });

  test("before a query: popular articles as cards, every page in columns that end level, search marked current", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/search");
    await waitForHydration(page);
    // The bar's search control is this page's item, highlighted like the other pages' links.
    await expect(searchButton(page)).toHaveAttribute("aria-current", "page");
    const popular = page.getByRole("region", { name: "Popular articles" });
    const cards = popular.getByRole("listitem");
    await expect(cards).toHaveCount(6);
    await expect(popular.getByRole("link").first()).toHaveAttribute("href", "/smart-tv-app-certification");
    // Each card names its kind and says what the page holds.
    await expect(cards.nth(1)).toContainText("Article");
    const [first, third] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(2).boundingBox()]);
    expect(third!.y).toBe(first!.y);
    // Every page, in four columns at 1440 px that end within a few links of each other.
    const index = page.getByRole("region", { name: "Every page, by section" });
    const links = await index.getByRole("link").evaluateAll((all) =>
      all.map((link) => {
        const box = link.getBoundingClientRect();
        return { left: Math.round(box.left), bottom: Math.round(box.bottom) };
      }),
    );
    const columnEnds = new Map<number, number>();
    for (const { left, bottom } of links) columnEnds.set(left, Math.max(columnEnds.get(left) ?? 0, bottom));
    expect(columnEnds.size).toBe(4);
    const ends = [...columnEnds.values()];
    expect(Math.max(...ends) - Math.min(...ends)).toBeLessThan(120);
    // A section's own page is "All products", not the section's name again.
    await expect(index.getByRole("link", { name: "All products" })).toHaveAttribute("href", "/products");
    await page.goto("/about");
    await expect(searchButton(page)).not.toHaveAttribute("aria-current", /.*/);
  });

  test("results fill the width: section filters above, the list in two columns, more ways to find it under it", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/search?q=streaming");
    await waitForHydration(page);
    await expect(page.getByRole("status")).toHaveText(/results for “streaming”$/);
    const results = page.getByRole("region", { name: "Results" });
    const filters = results.getByRole("list", { name: "Show results from" });
    const all = filters.getByRole("button", { name: /^All sections/ });
    await expect(all).toHaveAttribute("aria-pressed", "true");
    const list = await results.locator("ol").boundingBox();
    const filterBox = await filters.boundingBox();
    expect(list!.y).toBeGreaterThanOrEqual(filterBox!.y + filterBox!.height);
    // No side column is left empty beside a long list: the results themselves take the width.
    expect(list!.width).toBeGreaterThan(DESKTOP.width * 0.75);
    const [first, second] = await Promise.all(
      [0, 1].map((index) => results.locator("ol > li").nth(index).boundingBox()),
    );
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width);
    // After the list: other searches and a way to ask us, side by side.
    const aside = await results.getByRole("complementary", { name: "More ways to find it" }).boundingBox();
    expect(aside!.y).toBeGreaterThanOrEqual(list!.y + list!.height);
    await expect(results.getByRole("link", { name: "Book a meeting" })).toHaveAttribute("href", "/bookmeeting");
    // While a query is shown the suggestions beside the field give way to the results.
    await expect(page.getByRole("navigation", { name: "Popular searches" })).toHaveCount(0);
    // Each result names what kind of page it is and where it sits, above its title.
    const product = results.locator("ol > li").filter({ hasText: "Products › VIVRE" }).first();
    await expect(product).toContainText("Product");

    const resources = filters.getByRole("button", { name: /^Resources/ });
    const count = Number((await resources.textContent())?.replace(/\D/g, ""));
    await resources.click();
    await expect(resources).toHaveAttribute("aria-pressed", "true");
    const hits = results.locator("ol > li");
    await expect(hits).toHaveCount(count);
    for (const hit of await hits.all()) await expect(hit).toContainText("Resources");
    await all.click();
    await expect.poll(() => hits.count()).toBeGreaterThan(count);
  });

  test("on a phone the first result starts above the fold", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/search?q=vivre");
    await waitForHydration(page);
    await expect(page.getByRole("status")).toHaveText(/results for “vivre”$/);
    await expect(page.getByRole("navigation", { name: "Popular searches" })).toHaveCount(0);
    const first = await page.getByRole("region", { name: "Results" }).locator("ol > li").first().boundingBox();
    expect(first!.y + 120).toBeLessThan(MOBILE.height);
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    test(`has no axe violations at ${viewport.width} px, with and without results`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/search");
      await waitForHydration(page);
      await expectAccessible(page, "/search");

      await page.getByRole("searchbox", { name: "Search the site" }).fill("streaming");
      await expect(page.getByRole("status")).toHaveText(/results for “streaming”$/);
      await expectAccessible(page, "/search with results");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  }
});
