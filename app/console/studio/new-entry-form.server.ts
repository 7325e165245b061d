/**
 * The fields of the "New article" and "New customer story" forms: the required fields of the
 * collection's schema (app/content/documents/collection-entries.ts), each with the label (and group) the
 * editor gives it, so a field reads the same before and after creation. The
 * optional parts of a story (challenge, solution, results, quote, products) are edited in the
 * studio's document form after creation.
 */

import type { CollectionName } from "#shared/content/collections.ts";
import { isoDateInZone } from "#shared/scheduling/zoned-time.ts";
import { editorialTeam } from "~/content/blog";
import { HERO_IMAGE_CHOICES } from "~/content/documents/collection-entries";
import { ALT_TEXT_LABEL } from "./change-labels";
import type { NewEntryField } from "./NewEntryPage";

const ARTICLE_FIELDS: readonly NewEntryField[] = [
  { path: "title", group: "Basics", label: "Title", input: "text", length: [20, 110] },
  {
    path: "summary",
    group: "Basics",
    label: "Summary",
    hint: "One or two sentences for cards and the feed.",
    input: "textarea",
    length: [60, 260],
  },
  { path: "topic", group: "Basics", label: "Topic", hint: "A word or two, such as Engagement.", input: "text" },
  { path: "publishedAt", group: "Basics", label: "Published at", input: "date" },
  { path: "author.name", group: "Author", label: "Name", input: "text", defaultValue: editorialTeam.name },
  { path: "author.role", group: "Author", label: "Role", input: "textarea", defaultValue: editorialTeam.role },
  {
    path: "image",
    group: "Image",
    label: "Picture",
    hint: "One of the site's images; you can upload your own in the editor.",
    input: "select",
    options: HERO_IMAGE_CHOICES.map((choice) => ({ value: choice.key, label: choice.label })),
    values: Object.fromEntries(HERO_IMAGE_CHOICES.map((choice) => [choice.key, choice.image])),
  },
  {
    path: "image.alt",
    group: "Image",
    label: ALT_TEXT_LABEL,
    hint: "Describe what the image shows, for people who cannot see it.",
    input: "text",
    length: [10, 200],
  },
  {
    path: "text",
    group: "Text",
    label: "Text",
    hint: "Markdown: ## starts a heading. The editor's toolbar adds statistics and callouts.",
    input: "mdx",
  },
];

const STORY_FIELDS: readonly NewEntryField[] = [
  { path: "name", group: "Basics", label: "Customer name", input: "text" },
  {
    path: "summary",
    group: "Basics",
    label: "Summary",
    hint: "What the story is about, as reviewed with the customer.",
    input: "textarea",
    length: [40, 400],
  },
];

/** The form of `collection`; an article's date starts at today in the team's time zone, the day the console shows. */
export function newEntryForm(collection: CollectionName, clock: { now: number; timeZone: string }) {
  const today = isoDateInZone(clock.now, clock.timeZone);
  return collection === "article"
    ? {
        titleField: "title",
        fields: ARTICLE_FIELDS.map((field) =>
          field.path === "publishedAt" ? { ...field, defaultValue: today } : field,
        ),
      }
    : { titleField: "name", fields: STORY_FIELDS };
}
