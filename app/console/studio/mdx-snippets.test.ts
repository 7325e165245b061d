import { describe, expect, it } from "vitest";
import { MDX_SNIPPETS, snippetText } from "./mdx-snippets";

const snippet = (label: string) => {
  const found = MDX_SNIPPETS.find((entry) => entry.label === label);
  if (!found) throw new Error(label);
  return found;
};

describe("snippetText", () => {
  it("wraps the selection, or a placeholder", () => {
    expect(snippetText(snippet("Bold"), "fast", "a ", " b")).toBe("**fast**");
    expect(snippetText(snippet("Bold"), "", "", "")).toBe("**bold text**");
  });

  it("puts a component on its own paragraph", () => {
    expect(snippetText(snippet("Callout"), "Note", "Text.", "More")).toBe(
      '\n\n<Callout title="Title">\nNote\n</Callout>\n\n',
    );
    expect(snippetText(snippet("Heading"), "", "Para.\n\n", "")).toBe("## Heading");
  });
});
