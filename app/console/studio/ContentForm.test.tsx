import type { RJSFSchema } from "@rjsf/utils";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { jsonSchemaOf } from "~/content/documents/json-schema";
import { contentDocuments } from "~/content/documents/registry";
import { ContentForm } from "./ContentForm";
import { sectionGist } from "./FormSection";
import type { JsonValue } from "./studio-api";

describe("ContentForm", () => {
  it("folds a section's titled groups and lists (the lines under each product, one product's lines), open at first", () => {
    const home = contentDocuments.find((document) => document.id === "page:home");
    if (!home) throw new Error("no home page document");
    const html = renderToStaticMarkup(
      <ContentForm
        schema={jsonSchemaOf(home) as RJSFSchema}
        mdxFields={[]}
        fixed={[]}
        content={JSON.parse(JSON.stringify(home.base)) as JsonValue}
        errors={[]}
        onChange={() => {}}
      />,
    );
    expect(html).toMatch(
      /<details open="" class="[^"]*group[^"]*"><summary class="[^"]*">Lines under each product<\/summary>/,
    );
    expect(html).toMatch(
      /<details open="" class="[^"]*group[^"]*"><summary class="[^"]*groupSummary[^"]*">VIVRE<\/summary>/,
    );
    // The first section is open, with its own handle and its outline mark; the next ones are folded to a line.
    expect(html).toMatch(
      /<details open="" class="[^"]*section[^"]*" data-form-section="root_hero"><summary[^>]*><span>Hero<\/span>/,
    );
    expect(html).toMatch(/<details class="[^"]*section[^"]*" data-form-section="root_products"><summary[^>]*><span>/);
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
