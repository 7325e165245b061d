/**
 * The studio against the repository (decision 022): a deploy that changed the repository's
 * version of a document with a published edit shows both, field by field, with the editor's
 * choice, and the list marks it; a stored version today's schema rejects gets a banner with its
 * problems and a badge in the list. Both states are written into the test server's database as
 * a deploy or a schema change leaves them. axe finds nothing at 375 and 1440 px.
 */

import type { Page } from "@playwright/test";
import { contentHash } from "../../shared/content/canonical-json.ts";
import { expectAccessible } from "./axe";
import { expect, test } from "./console-fixtures";
import { DESKTOP, MOBILE, waitForHydration } from "./fixtures";
import { onDatabase } from "./test-database";

/** Documents no other test edits. */
const CONFLICTED = "section:product-cta";
const INVALID = "page:ott-app-development";
const studioPath = (id: string) => `/console/content/${encodeURIComponent(id)}`;

type Json = Record<string, unknown>;

/** The first text field of the content (its path and value), depth first. */
function firstText(value: unknown, at: string[] = []): { path: string[]; text: string } | undefined {
  if (typeof value === "string" && !value.startsWith("/") && value.length > 3) return { path: at, text: value };
  if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      const found = firstText(child, [...at, key]);
      if (found) return found;
    }
  }
  return undefined;
}

function withValueAt(content: unknown, at: readonly string[], next: unknown): unknown {
  const [head, ...rest] = at;
  if (head === undefined) return next;
  const copy = (Array.isArray(content) ? [...content] : { ...(content as Json) }) as Json;
  copy[head] = withValueAt(copy[head], rest, next);
  return copy;
}

/** Writes `content` as the document's live version, published on a repository base no deploy has any more. */
async function publishStraightIntoTables(id: string, content: unknown, baseHash: string | null): Promise<void> {
  const at = new Date().toISOString();
  const json = JSON.stringify(content);
  await onDatabase([
    {
      sql: "INSERT INTO content_documents (id, locale, version, published_version, updated_at) VALUES (?, 'en', 1, 1, ?)",
      params: [id, at],
    },
    {
      sql: "INSERT INTO content_versions (id, locale, version, content, content_hash, author_id, author_name, published_at, base_hash) VALUES (?, 'en', 1, ?, ?, 'e2e', 'Esha Editor', ?, ?)",
      params: [id, json, await contentHash(content), at, baseHash],
    },
  ]);
}

async function repositoryContent(page: Page, id: string): Promise<unknown> {
  const response = await page.request.get(`/console/api/content/${encodeURIComponent(id)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { published: { content: unknown } }).published.content;
}

test.describe.configure({ mode: "serial" });

test("a deploy's conflict and an invalid stored version, shown in the studio and settled", async ({
  editor: { page },
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);

  const products = await repositoryContent(page, CONFLICTED);
  const edited = firstText(products);
  if (!edited) throw new Error("no text field to edit");
  const publishedText = `${edited.text.slice(0, 30)} (edited)`;
  await publishStraightIntoTables(CONFLICTED, withValueAt(products, edited.path, publishedText), "0".repeat(64));

  const ott = await repositoryContent(page, INVALID);
  const broken = firstText(ott);
  if (!broken) throw new Error("no text field to break");
  await publishStraightIntoTables(INVALID, withValueAt(ott, broken.path, 42), null);

  // The list marks both.
  await page.goto(`/console/content?q=${encodeURIComponent("closing call to action")}`);
  const productsRow = page
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: "Product pages: closing call to action" }) });
  await expect(productsRow.getByText("Repository changed")).toBeVisible();
  await page.goto(`/console/content?q=${encodeURIComponent("OTT app development")}`);
  await expect(page.getByText("Invalid version")).toBeVisible();
  for (const size of [MOBILE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectAccessible(page, `content list with badges at ${size.width} px`);
  }

  // The invalid version: a banner with the problem, while the form still opens.
  await page.goto(studioPath(INVALID));
  await waitForHydration(page);
  const banner = page.getByRole("region", { name: "A stored version no longer fits this document" });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("Expected string.");
  for (const size of [MOBILE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectAccessible(page, `invalid version banner at ${size.width} px`);
  }

  // The conflict: both versions field by field, and the choice.
  await page.goto(studioPath(CONFLICTED));
  await waitForHydration(page);
  const conflict = page.getByRole("region", { name: "The repository changed this document" });
  await expect(conflict).toBeVisible();
  await expect(conflict.locator("del")).toContainText(publishedText);
  await expect(conflict.locator("ins")).toContainText(edited.text.slice(0, 30));
  for (const size of [MOBILE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectAccessible(page, `repository conflict at ${size.width} px`);
  }
  await conflict.getByRole("button", { name: "Take the repository's version" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "The repository's version is live as version 2." }),
  ).toBeVisible();
  await expect(conflict).toBeHidden();
  // At 1440 px the rail beside the form says where the document stands.
  const state = page.getByRole("region", { name: "Status" });
  await expect(state).toBeVisible();
  await expect(state).toContainText(/On the site\s*Version 2; /);
  await expect(state).toContainText("Matches the repository");
});
