/**
 * The content studio's preview on the whole server (SQLite, and PostgreSQL when
 * TEST_DATABASE_URL is set): a preview link renders the real page per request with the
 * document's draft, never cached nor indexed, framable only by the site; the pre-rendered page
 * keeps the published text; an altered or expired link is refused; the studio's preview page is
 * for editors and admins only, and frames the link. Run `npm run build` first.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSRF_HEADER } from "#shared/console/staff.ts";
import { backends, ConsoleClient, type ConsoleHarness, startConsoleHarness } from "./console-harness.ts";

const HOME = "page:home";
const NEW_HEADLINE = "A draft headline only a preview shows";
const HOUR = 3_600_000;

function directive(policy: string | null, name: string): string | undefined {
  return policy
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
}

describe.each(backends)("content preview on $name", (backend) => {
  let harness: ConsoleHarness;
  let editor: ConsoleClient;
  let token: string;

  /** Saves a draft of `id`: its published content, changed by `change`. */
  async function saveDraft(id: string, change: (content: Record<string, unknown>) => Record<string, unknown>) {
    const csrf = await editor.csrfToken();
    const document = (await (await editor.get(`/console/api/content/${encodeURIComponent(id)}`)).json()) as {
      version: number;
      published: { content: Record<string, unknown> };
    };
    const saved = await editor.send(
      "PUT",
      `/console/api/content/${encodeURIComponent(id)}/draft`,
      editor.headers({
        "Content-Type": "application/json",
        Origin: harness.baseUrl,
        "Sec-Fetch-Site": "same-origin",
        [CSRF_HEADER]: csrf,
      }),
      JSON.stringify({ content: change(document.published.content), baseVersion: document.version }),
    );
    expect(saved.status, await saved.clone().text()).toBe(200);
    return (await harness.services.console.services.contentPreview.link(id, "en")).token;
  }

  beforeAll(async () => {
    harness = await startConsoleHarness(backend);
    editor = new ConsoleClient(harness);
    await editor.signIn(await harness.addStaff("editor", "Esha Editor"));
    token = await saveDraft(HOME, (content) => ({
      ...content,
      hero: { ...(content.hero as object), title: NEW_HEADLINE },
    }));
  });

  afterAll(async () => {
    await harness?.close();
  });

  it("renders the page with the draft, uncached, unindexed, framable by the site only", async () => {
    const visitor = new ConsoleClient(harness, "203.0.113.50");
    const response = await visitor.get(`/?preview=${encodeURIComponent(token)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    const policy = response.headers.get("content-security-policy");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'self'");
    const nonce = /'nonce-([^']+)'/.exec(directive(policy, "script-src") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    expect(html).toContain(NEW_HEADLINE);
    // Every script the page runs carries the nonce, so it hydrates under the CSP (JSON-LD is data, not run).
    const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('type="application/ld+json"'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("leaves the public page as published", async () => {
    const response = await new ConsoleClient(harness, "203.0.113.51").get("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain(NEW_HEADLINE);
    expect(directive(response.headers.get("content-security-policy"), "frame-ancestors")).toBe(
      "frame-ancestors 'none'",
    );
  });

  it("renders an article with its draft's MDX body, compiled for the request", async () => {
    const articleToken = await saveDraft("article:gamification", (content) => ({
      ...content,
      title: "A draft article title",
      text: `${content.text as string}\n\n## A section only the draft has\n\nA paragraph only the *draft* has.\n`,
    }));
    const visitor = new ConsoleClient(harness, "203.0.113.55");
    const preview = await visitor.get(`/gamification?preview=${encodeURIComponent(articleToken)}`);
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain("A draft article title");
    expect(html).toMatch(/<h2[^>]*>A section only the draft has<\/h2>/);
    expect(html).toContain("A paragraph only the <em>draft</em> has.");
    const published = await (await visitor.get("/gamification")).text();
    expect(published).not.toContain("only the draft has");
  });

  it("renders a product page and a whitepaper entry with their drafts", async () => {
    const productToken = await saveDraft("product:vivre", (content) => ({
      ...content,
      hero: { ...(content.hero as object), title: "A draft VIVRE headline" },
    }));
    const visitor = new ConsoleClient(harness, "203.0.113.56");
    const product = await visitor.get(`/product/vivre?preview=${encodeURIComponent(productToken)}`);
    expect(product.status).toBe(200);
    expect(await product.text()).toContain("A draft VIVRE headline");
    expect(await (await visitor.get("/product/vivre")).text()).not.toContain("A draft VIVRE headline");

    const paperToken = await saveDraft("whitepaper:whitepaper1", (content) => ({
      ...content,
      summary: "A draft summary of this paper, long enough for its schema.",
    }));
    const resources = await visitor.get(`/resources?preview=${encodeURIComponent(paperToken)}`);
    expect(resources.status).toBe(200);
    expect(await resources.text()).toContain("A draft summary of this paper, long enough for its schema.");
  });

  it("renders the site's frame (navigation, footer) with their drafts", async () => {
    const relabel = (links: { label: string; href: string }[], href: string, label: string) =>
      links.map((link) => (link.href === href ? { ...link, label } : link));
    const navigationToken = await saveDraft("navigation", (content) => ({
      ...content,
      primary: relabel(content.primary as { label: string; href: string }[], "/about", "About Horizon"),
    }));
    const footerToken = await saveDraft("footer", (content) => ({
      ...content,
      legal: relabel(content.legal as { label: string; href: string }[], "/privacy", "Privacy notice"),
    }));
    const visitor = new ConsoleClient(harness, "203.0.113.57");
    const home = await visitor.get(`/?preview=${encodeURIComponent(navigationToken)}`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain(">About Horizon</a>");
    const footer = await visitor.get(`/?preview=${encodeURIComponent(footerToken)}`);
    expect(await footer.text()).toContain(">Privacy notice</a>");
    expect(await (await visitor.get("/")).text()).not.toContain(">About Horizon</a>");
  });

  it("shows the studio's preview page to editors only, framing a fresh link", async () => {
    const page = await editor.get(`/console/content/${encodeURIComponent(HOME)}/preview`);
    expect(page.status).toBe(200);
    expect(directive(page.headers.get("content-security-policy"), "frame-src")).toBe("frame-src 'self'");
    const html = await page.text();
    expect(html).toMatch(/<iframe[^>]+src="\/\?preview=[^"]+"/);
    // The link to send is whole in the page as served, on the console's origin.
    expect(html).toContain(`value="${new URL(harness.origin).origin}/?preview=`);
    const staff = new ConsoleClient(harness, "203.0.113.53");
    await staff.signIn(await harness.addStaff("staff"));
    expect((await staff.get(`/console/content/${encodeURIComponent(HOME)}/preview`)).status).toBe(403);
    const visitor = new ConsoleClient(harness, "203.0.113.54");
    expect((await visitor.get(`/console/content/${encodeURIComponent(HOME)}/preview`)).status).toBe(303);
  });

  // Last: it moves the clock past every session and link.
  it("refuses an altered link and an expired one, showing no draft", async () => {
    const visitor = new ConsoleClient(harness, "203.0.113.52");
    const [payload, signature] = token.split(".") as [string, string];
    const altered = `${payload}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    for (const bad of [altered, "nonsense", ""]) {
      const response = await visitor.get(`/?preview=${encodeURIComponent(bad)}`);
      expect(response.status).toBe(403);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).toContain("This preview link is not valid");
    }
    harness.advance(72 * HOUR);
    const expired = await visitor.get(`/?preview=${encodeURIComponent(token)}`);
    expect(expired.status).toBe(410);
    const html = await expired.text();
    expect(html).toContain("This preview link has expired");
    expect(html).not.toContain(NEW_HEADLINE);
  });
});
