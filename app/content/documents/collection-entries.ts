/**
 * Articles and customer stories created in the studio, as content documents: the schema of each
 * collection's entries (the repository's article fields without the fixed address fields; a
 * story's parts as the story pages show them), the hero images an entry may use, and the
 * `ContentDocument` the content API validates an entry with. The entry's address and state are
 * the collection store's (server/content/collection-store.ts); its page is
 * routes/collection-entry.tsx.
 *
 * Server-only, like the registry.
 */
import { z } from "zod";
import type { CollectionEntry } from "#shared/console/collections.ts";
import { MEDIA_FILE_PATTERN } from "#shared/console/media.ts";
import type { CollectionName } from "#shared/content/collections.ts";
import { type ProductSlug, productSlugs } from "#shared/content/products.ts";
import { articles } from "../blog";
import { articleMetaSchema } from "../schemas/blog";
import { storySchema } from "../schemas/customers";
import type { ImageWithSmall } from "../types";
import { mdxSourceSchema } from "./document-schemas";
import type { ContentDocument } from "./registry";

/** An image of the repository an entry may use as its hero, besides an uploaded one. */
export interface HeroImageChoice {
  key: string;
  /** What the picture shows (the repository's alt text), to choose by. */
  label: string;
  image: Omit<ImageWithSmall, "alt">;
}

/** The repository articles' hero images, each once. */
export const HERO_IMAGE_CHOICES: readonly HeroImageChoice[] = articles.map((article) => {
  const { alt, ...image } = article.image;
  return { key: article.body, label: alt, image: image as Omit<ImageWithSmall, "alt"> };
});

const sameFiles = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

export function heroImageChoice(image: { alt?: unknown } & Record<string, unknown>): HeroImageChoice | undefined {
  const { alt: _, ...files } = image;
  return HERO_IMAGE_CHOICES.find((choice) => sameFiles(choice.image, files));
}

/** Both files of the image are uploads (`/media/…`); whether they are stored is checked on save (validation.server.ts). */
const isUploaded = (image: { avif?: unknown; webp?: unknown }) =>
  [image.avif, image.webp].every((file) => typeof file === "string" && MEDIA_FILE_PATTERN.test(file));

/**
 * An article entry: the repository article's fields but its address (the store's slug), with its
 * MDX body; its hero image is one of the site's or an upload (the studio's image field).
 */
export const articleEntrySchema = articleMetaSchema
  .omit({ id: true, path: true, body: true })
  .extend({ text: mdxSourceSchema })
  .refine((article) => heroImageChoice(article.image) !== undefined || isUploaded(article.image), {
    path: ["image"],
    error: "Choose the hero image among the site's images, or upload one.",
  });

/** A story entry: the customer's name and the story's parts (products named by their slug). */
export const storyEntrySchema = storySchema.omit({ products: true }).extend({
  name: z.string().min(2).max(80),
  products: z
    .array(z.enum(productSlugs as [ProductSlug, ...ProductSlug[]]))
    .min(1)
    .max(6)
    .optional(),
});

export type ArticleEntryContent = z.infer<typeof articleEntrySchema>;
export type StoryEntryContent = z.infer<typeof storyEntrySchema>;

const SCHEMAS: Readonly<Record<CollectionName, z.ZodType>> = { article: articleEntrySchema, story: storyEntrySchema };

/** What the studio calls an entry before its content is read. */
const TITLES: Readonly<Record<CollectionName, string>> = { article: "Article", story: "Customer" };

/** The content document of an entry (no repository base: the studio created it). */
export function entryDocument(entry: Pick<CollectionEntry, "id" | "collection" | "slug">): ContentDocument {
  return {
    id: entry.id,
    kind: entry.collection,
    title: `${TITLES[entry.collection]}: /${entry.slug}`,
    schema: SCHEMAS[entry.collection],
    base: null,
    ...(entry.collection === "article"
      ? { mdxFields: ["text"], images: ["image"], imageChoices: HERO_IMAGE_CHOICES.map((choice) => choice.image) }
      : {}),
    sources: [],
  };
}
