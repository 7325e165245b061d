/**
 * What the Markdown editor's toolbar inserts: the site's own MDX components
 * (app/components/prose/mdx-components.server.tsx) and the Markdown that articles and legal
 * pages use. `{text}` is replaced by the selected text, or by the placeholder.
 */
export interface Snippet {
  label: string;
  /** What the button does, as its tooltip and description (its name is the label). */
  description: string;
  template: string;
  placeholder: string;
  /** Starts on a line of its own, with blank lines around it. */
  block: boolean;
}

export const MDX_SNIPPETS: readonly Snippet[] = [
  {
    label: "Heading",
    description: "Insert a section heading",
    template: "## {text}",
    placeholder: "Heading",
    block: true,
  },
  { label: "Bold", description: "Make the text bold", template: "**{text}**", placeholder: "bold text", block: false },
  { label: "Link", description: "Insert a link", template: "[{text}](/)", placeholder: "link text", block: false },
  {
    label: "Statistics row",
    description: "Insert a row of statistics",
    template: '<Stats>\n  <Stat value="0">{text}</Stat>\n</Stats>',
    placeholder: "what the figure measures",
    block: true,
  },
  {
    label: "Statistic",
    description: "Insert one statistic inside a row of statistics",
    template: '  <Stat value="0">{text}</Stat>',
    placeholder: "what the figure measures",
    block: false,
  },
  {
    label: "Callout",
    description: "Insert a highlighted callout",
    template: '<Callout title="Title">\n{text}\n</Callout>',
    placeholder: "The note to highlight.",
    block: true,
  },
  {
    label: "Example cards",
    description: "Insert a grid of example cards",
    template: '<Examples>\n  <Example label="Label" title="Title">\n    {text}\n  </Example>\n</Examples>',
    placeholder: "What the example shows.",
    block: true,
  },
];

/** The text to insert for a snippet at a position, given the selection and the text around it. */
export function snippetText(snippet: Snippet, selected: string, before: string, after: string): string {
  const body = snippet.template.replace("{text}", selected || snippet.placeholder);
  if (!snippet.block) return body;
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  return `${lead}${body}${trail}`;
}
