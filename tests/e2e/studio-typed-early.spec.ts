/**
 * Nothing an editor types is lost: in the studio's new-entry form, an entry's address field and an
 * image's alt text, values typed or autofilled while the page's code is held back stay in their
 * boxes when the code takes over and are what the studio saves; so does an article's body, typed
 * into its plain box before the Markdown editor loads, and a document's text boxes and select
 * (whose options stand for their values by index) filled all at once.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./console-fixtures";
import { waitForHydration } from "./fixtures";
import { type Entry, expectHeld, expectStillHeld, fillAtOnce, holdChunk } from "./held-code";
import { createArticle, field, openSection } from "./studio-entries";

let counter = 0;
const runId = () => `${Date.now().toString(36)}${++counter}`;

/** A document form control by its path in the document (the form names each control so). */
const byPath = (...path: (string | number)[]) => `[name='${JSON.stringify(path)}']`;

async function expectDraftSaved(page: Page): Promise<void> {
  await expect(page.getByRole("status").filter({ hasText: /^Saved at / })).toBeVisible({ timeout: 15_000 });
}

for (const how of ["typed", "autofilled"] as const) {
  test.describe(`studio values ${how} while the page's code is held back`, () => {
    test("a new article's form keeps every value and creates the entry from them", async ({ editor: { page } }) => {
      const code = await holdChunk(page, "console.content-new");
      await page.goto("/console/content/new/article", { waitUntil: "commit" });
      const form = page.locator("form").filter({ has: page.locator('[name="slug"]') });
      await expect(form).toBeVisible();
      const image = await form.locator('select[name="image"] option').nth(1).getAttribute("value");
      const run = runId();
      const title = `Written before the code arrived, ${how} ${run}`;
      const slug = `early-${how}-${run}`;
      const entries: Entry[] = [
        { selector: '[name="title"]', value: title },
        { selector: '[name="slug"]', value: slug },
        {
          selector: '[name="summary"]',
          value: "What a streaming service learns when its editors write before the page is ready for them.",
        },
        { selector: '[name="topic"]', value: "Engagement" },
        { selector: '[name="author.name"]', value: "Asha from the product team" },
        { selector: '[name="author.role"]', value: "Product managers and engineers" },
        // The day box starts at today: an autofill replaces it (typing would add to it, as a person's would).
        ...(how === "autofilled" ? [{ selector: '[name="publishedAt"]', value: "28 Nov 2026" }] : []),
        { selector: '[name="image"]', value: image ?? "" },
        { selector: '[name="image.alt"]', value: "A television showing a row of programme tiles" },
        { selector: '[name="text"]', value: "## Early words\n\nNothing typed is lost.\n" },
      ];
      // The author starts as the house byline: emptied first, as a person replacing it would select it all.
      for (const name of ["author.name", "author.role"]) {
        await form.locator(`[name="${name}"]`).evaluate((input) => {
          (input as HTMLInputElement).value = "";
        });
      }
      await fillAtOnce(form, entries, how);
      expectStillHeld(code);
      await waitForHydration(page);
      await expectHeld(form, entries);

      await form.getByRole("button", { name: "Create article" }).click();
      await expect(page.getByRole("heading", { level: 2, name: "Address and publication" })).toBeVisible();
      expect(decodeURIComponent(page.url())).toContain(`/console/content/article:${slug}`);
      await waitForHydration(page);
      await expect(field(page, "title")).toHaveValue(title);
      await expect(page.locator('[name=\'["image","alt"]\']')).toHaveValue(
        "A television showing a row of programme tiles",
      );
    });

    test("an entry's new address, an image's alt text and the body are kept and saved", async ({
      editor: { page },
    }) => {
      const run = runId();
      const slug = `early-edit-${how}-${run}`;
      await createArticle(page, `An article whose address changes before its code, ${run}`, slug);
      const code = await holdChunk(page, "console.content-document");
      await page.reload({ waitUntil: "commit" });
      const panel = page.locator("form").filter({ has: page.locator("#entry-slug") });
      const editor = page.locator("form").filter({ has: page.locator('[name=\'["image","alt"]\']') });
      await expect(panel).toBeVisible();
      await expect(editor).toBeVisible();
      const slugEntry: Entry[] = [{ selector: "#entry-slug", value: `${slug}-moved` }];
      const altEntry: Entry[] = [
        { selector: '[name=\'["image","alt"]\']', value: "Match-day viewers on a wall of screens" },
      ];
      const body = "## Written early\n\nThe body typed before the editor loaded.\n";
      await panel.locator("#entry-slug").evaluate((input) => {
        (input as HTMLInputElement).value = "";
      });
      await editor.locator('[name=\'["image","alt"]\']').evaluate((input) => {
        (input as HTMLInputElement).value = "";
      });
      await fillAtOnce(panel, slugEntry, how);
      // The image's section starts folded: opened first, as the editor would (a details, it opens without the code).
      await openSection(page, "Image");
      await fillAtOnce(editor, altEntry, how);
      await editor.locator('[name="root_text"]').evaluate((box, text) => {
        const area = box as HTMLTextAreaElement;
        area.focus();
        area.select();
        area.value = text;
        area.dispatchEvent(new Event("input", { bubbles: true }));
      }, body);
      expectStillHeld(code);
      await waitForHydration(page);
      await expectHeld(panel, slugEntry);
      await expectHeld(editor, altEntry);
      await expect(editor.locator(".cm-content")).toContainText("The body typed before the editor loaded.");
      await expectDraftSaved(page);

      await panel.getByRole("button", { name: "Change address" }).click();
      await expect(page.getByText(`The address is now /${slug}-moved.`)).toBeVisible();
      await page.reload();
      await waitForHydration(page);
      await expect(page.locator('[name=\'["image","alt"]\']')).toHaveValue("Match-day viewers on a wall of screens");
      await expect(page.locator("#entry-slug")).toHaveValue(`${slug}-moved`);
      await expect(editor.locator(".cm-content")).toContainText("The body typed before the editor loaded.");
    });
  });
}

// One document for both ways of filling, one after the other: each run's draft is based on the last one's.
test.describe("a document's form while its code is held back", () => {
  test.describe.configure({ mode: "serial" });
  const id = "legal:terms";
  for (const how of ["typed", "autofilled"] as const) {
    test(`its text boxes and a select, ${how} at once, are kept and saved as the chosen values`, async ({
      editor: { page },
    }) => {
      const code = await holdChunk(page, "console.content-document");
      await page.goto(`/console/content/${encodeURIComponent(id)}`, { waitUntil: "commit" });
      const select = byPath("date", "label");
      const editor = page.locator("form").filter({ has: page.locator(select) });
      await expect(editor).toBeVisible();
      // The other choice than the one shown: its option's value is its index, its text the value it stands for.
      const options = await editor.locator(`${select} option`).evaluateAll((list) =>
        (list as HTMLOptionElement[]).map((option) => ({
          value: option.value,
          text: option.textContent ?? "",
          selected: option.selected,
        })),
      );
      const chosen = options.find((option) => option.value !== "" && !option.selected);
      if (!chosen) throw new Error("no other choice");
      const run = runId();
      const title = `Terms of use, ${how} ${run}`;
      const summary = `The terms that apply when you use this site or a Horizon service, ${how} ${run}.`;
      const entries: Entry[] = [
        { selector: byPath("title"), value: title },
        { selector: byPath("summary"), value: summary },
        { selector: select, value: chosen.value },
      ];
      for (const selector of [byPath("title"), byPath("summary")]) {
        await editor.locator(selector).evaluate((box) => {
          (box as HTMLTextAreaElement).value = "";
        });
      }
      await fillAtOnce(editor, entries, how);
      expectStillHeld(code);
      await waitForHydration(page);
      await expectHeld(editor, entries);
      await expect(editor.locator(`${select} option:checked`)).toHaveText(chosen.text);
      await expectDraftSaved(page);

      const stored = await page.request.get(`/console/api/content/${encodeURIComponent(id)}`);
      const { draft } = (await stored.json()) as {
        draft: { content: { title: string; summary: string; date: { label: string } } };
      };
      expect(draft.content).toMatchObject({ title, summary, date: { label: chosen.text } });
      await page.reload();
      await waitForHydration(page);
      await expect(page.locator(`${select} option:checked`)).toHaveText(chosen.text);
    });
  }
});
