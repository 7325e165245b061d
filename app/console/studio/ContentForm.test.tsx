import type { RJSFSchema } from "@rjsf/utils";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { jsonSchemaOf } from "~/content/documents/json-schema";
import { contentDocuments } from "~/content/documents/registry";
import { ContentForm } from "./ContentForm";
import { sectionGist } from "./FormSection";
import type { JsonValue } from "./studio-api";

function homeDocument() {
  const home = contentDocuments.find((document) => document.id === "page:home");
  if (!home) throw new Error("no home page document");
  return home;
}

/** The home page's form as the server renders it, from the document's own content. */
function homeFormMarkup({ withAltPictures = false } = {}): string {
  const home = homeDocument();
  return renderToStaticMarkup(
    <ContentForm
      schema={jsonSchemaOf(home) as RJSFSchema}
      mdxFields={[]}
      fixed={[]}
      altPictures={withAltPictures ? home.altPictures : undefined}
      content={JSON.parse(JSON.stringify(home.base)) as JsonValue}
      errors={[]}
      onChange={() => {}}
    />,
  );
}

describe("ContentForm", () => {
  it("folds a section's titled groups and lists (the lines under each product, one product's lines), open at first", () => {
    const html = homeFormMarkup();
    expect(html).toMatch(
      /<details open="" class="[^"]*group[^"]*"><summary class="[^"]*">Lines under each product<\/summary>/,
    );
    expect(html).toMatch(
      /<details open="" class="[^"]*group[^"]*"><summary class="[^"]*groupSummary[^"]*">VIVRE<\/summary>/,
    );
    // The first section is open, with its own handle and its outline mark; the next ones are folded to a line.
    expect(html).toMatch(
      /<details open="" class="[^"]*section[^"]*" data-form-section="root_hero"><summary[^>]*><h2[^>]*>Hero<\/h2>/,
    );
    expect(html).toMatch(/<details class="[^"]*section[^"]*" data-form-section="root_products"><summary[^>]*><h2/);
  });

  it("hints every text field from its schema (what it is for, its limits), counts it, and shows an alt text's picture", () => {
    const html = homeFormMarkup({ withAltPictures: true });
    // The demo button's subject says where it appears, and its limit.
    expect(html).toMatch(
      /id="root_hero_demo_subject__description"[^>]*>.*The subject line of the e-mail the button starts.* Up to 60 characters\./,
    );
    expect(html).toMatch(/aria-describedby="[^"]*root_hero_demo_subject__description/);
    // A count under every limited field, not only near its limit.
    expect(html).toMatch(/\d+ \/ 60<span class="visually-hidden"> characters<\/span>/);
    // The hero's alt text shows the picture it describes (its video's poster).
    const picture = homeDocument().altPictures?.["hero.imageAlt"];
    expect(picture).toMatch(/hero-poster/);
    expect(html).toContain(`src="${picture}"`);
  });

  it("knows a folded section by its first text, cut at a word before the limit, never a file address", () => {
    expect(sectionGist({ image: { webp: "/media/a.webp", alt: "A TV" }, title: "Watch  anything" })).toBe("A TV");
    expect(sectionGist({ title: "Watch  anything", items: ["More text"] })).toBe("Watch anything");
    expect(sectionGist({ items: ["Streaming apps for every screen, from phones to TVs"] }, 30)).toBe(
      "Streaming apps for every…",
    );
    expect(sectionGist({ count: 3 })).toBe("");
    expect(sectionGist({ heading: "Contact", email: "hello@example.com" }, 90, "Contact")).toBe("hello@example.com");
  });
});
