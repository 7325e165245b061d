/**
 * CodeMirror 6 set up for Markdown with the site's MDX components. Loaded by the Markdown
 * field after the page is interactive (a chunk of its own, staff-only).
 */
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { markdown } from "@codemirror/lang-markdown";
import { HighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { EditorState } from "@codemirror/state";
import { EditorView, keymap, placeholder as placeholderText } from "@codemirror/view";
import { tags } from "@lezer/highlight";
import { type Snippet, snippetText } from "./mdx-snippets";

/** Markdown and JSX colours from the console's palette, each at least 4.5:1 on its background. */
const consoleHighlighting = HighlightStyle.define([
  { tag: tags.heading, color: "var(--color-heading)", fontWeight: "700" },
  { tag: tags.strong, fontWeight: "700" },
  { tag: tags.emphasis, fontStyle: "italic" },
  { tag: [tags.link, tags.url], color: "var(--color-accent-text)", textDecoration: "underline" },
  { tag: [tags.tagName, tags.angleBracket], color: "var(--color-cyan)" },
  { tag: [tags.attributeName, tags.attributeValue, tags.string], color: "var(--color-success)" },
  {
    tag: [tags.processingInstruction, tags.meta, tags.contentSeparator, tags.quote, tags.monospace],
    color: "var(--color-muted)",
  },
]);

export interface MarkdownEditorHandle {
  insert(snippet: Snippet): void;
  setText(text: string): void;
  destroy(): void;
}

export function createMarkdownEditor({
  parent,
  text,
  label,
  describedBy,
  invalid,
  onChange,
  onBlur,
}: {
  parent: HTMLElement;
  text: string;
  label: string;
  describedBy?: string;
  invalid: boolean;
  onChange: (text: string) => void;
  onBlur: () => void;
}): MarkdownEditorHandle {
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: text,
      extensions: [
        history(),
        markdown(),
        syntaxHighlighting(consoleHighlighting),
        EditorView.lineWrapping,
        placeholderText("Write in Markdown; insert the site's components from the toolbar."),
        // Tab indents inside the editor; Escape then Tab leaves it (CodeMirror's documented escape hatch).
        keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
        EditorView.contentAttributes.of({
          "aria-label": label,
          "aria-multiline": "true",
          ...(describedBy ? { "aria-describedby": describedBy } : {}),
          ...(invalid ? { "aria-invalid": "true" } : {}),
        }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChange(update.state.doc.toString());
        }),
        EditorView.domEventHandlers({ blur: () => onBlur() }),
      ],
    }),
  });
  return {
    insert(snippet) {
      const { from, to } = view.state.selection.main;
      const doc = view.state.doc;
      const inserted = snippetText(
        snippet,
        doc.sliceString(from, to),
        doc.sliceString(Math.max(0, from - 2), from),
        doc.sliceString(to, to + 2),
      );
      // With nothing selected, the placeholder is selected, so typing replaces it.
      const placeholderAt = from === to ? inserted.indexOf(snippet.placeholder) : -1;
      const selection =
        placeholderAt >= 0
          ? { anchor: from + placeholderAt, head: from + placeholderAt + snippet.placeholder.length }
          : { anchor: from + inserted.length };
      view.dispatch({ changes: { from, to, insert: inserted }, selection, scrollIntoView: true });
      view.focus();
    },
    setText(next) {
      if (next === view.state.doc.toString()) return;
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: next } });
    },
    destroy() {
      view.destroy();
    },
  };
}
