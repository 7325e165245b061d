/**
 * Collections: blog articles and customer stories. Their entries are the repository's (kept at
 * their spec addresses in the route table) plus entries an editor creates in the studio, each a
 * content document `<collection>:<slug at creation>` with a page at `/<slug>`. This module holds
 * what both sides need: the collections, an entry's address, and the slug rules the API, the
 * studio's live check and the store apply.
 */

export const COLLECTIONS = ["article", "story"] as const;
export type CollectionName = (typeof COLLECTIONS)[number];

export const COLLECTION_LABELS: Readonly<Record<CollectionName, { one: string; page: string }>> = {
  article: { one: "article", page: "/resources" },
  story: { one: "customer story", page: "/customers" },
};

export function isCollectionName(value: string): value is CollectionName {
  return (COLLECTIONS as readonly string[]).includes(value);
}

/** The document id of a new entry: its collection and the slug it was created with (ids never change). */
export function entryDocumentId(collection: CollectionName, slug: string): string {
  return `${collection}:${slug}`;
}

export function entryPath(slug: string): string {
  return `/${slug}`;
}

export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 80;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * First path segments that belong to the server, not to pages: the console, the JSON APIs, built
 * assets and files at the root. A page there would be shadowed (or would shadow them).
 */
export const RESERVED_SLUGS: readonly string[] = [
  "console",
  "api",
  "local",
  "assets",
  "pagefind",
  "media",
  "share",
  "fonts",
  "meeting",
  "whitepapers",
  "healthz",
  "preview",
  "feed",
  "sitemap",
  "robots",
  "favicon",
  "manifest",
  "__manifest",
];

export type SlugProblemCode =
  | "slug_format"
  | "slug_length"
  | "slug_reserved"
  | "slug_route"
  | "slug_taken"
  | "slug_retired"
  | "slug_unchanged";

export type SlugCheck = { ok: true; slug: string } | { ok: false; code: SlugProblemCode; message: string };

/** What a slug must not clash with (the route table's paths and aliases, and every entry). */
export interface SlugContext {
  /** Whether the route table answers a path (pages and their aliases): `isRoutePath` of the route table. */
  isRoutePath: (path: string) => boolean;
  /** Every studio entry: its current slug and the old slugs that redirect to it. */
  entries: readonly { id: string; slug: string; oldSlugs: readonly string[] }[];
  /** The entry being renamed (its own old slugs may be taken back). */
  self?: string;
}

/**
 * Whether a slug may be an entry's address, with a specific message when not. Checked by the
 * studio as the editor types and by the API (and again in the store's transaction) on save.
 */
export function checkSlug(input: string, context: SlugContext): SlugCheck {
  const slug = input.trim();
  if (slug.length < SLUG_MIN_LENGTH || slug.length > SLUG_MAX_LENGTH) {
    return {
      ok: false,
      code: "slug_length",
      message: `The address must be ${SLUG_MIN_LENGTH} to ${SLUG_MAX_LENGTH} characters long (it is ${slug.length}).`,
    };
  }
  if (!SLUG_PATTERN.test(slug)) {
    return {
      ok: false,
      code: "slug_format",
      message:
        slug.toLowerCase() !== slug
          ? "Use lower-case letters only: the address may hold a to z, 0 to 9 and single hyphens between words."
          : "Use only a to z, 0 to 9 and single hyphens between words (no spaces, accents, slashes or hyphens at the ends).",
    };
  }
  if (RESERVED_SLUGS.includes(slug)) {
    return {
      ok: false,
      code: "slug_reserved",
      message: `/${slug} is reserved for the site's own files or the console; choose another address.`,
    };
  }
  if (context.isRoutePath(entryPath(slug))) {
    return {
      ok: false,
      code: "slug_route",
      message: `/${slug} is already a page of the site; choose another address.`,
    };
  }
  const self = context.entries.find((entry) => entry.id === context.self);
  if (self?.slug === slug) return { ok: false, code: "slug_unchanged", message: `The address is already /${slug}.` };
  for (const entry of context.entries) {
    if (entry.id === context.self) continue;
    if (entry.slug === slug) {
      return { ok: false, code: "slug_taken", message: `/${slug} is the address of another entry (${entry.id}).` };
    }
    if (entry.oldSlugs.includes(slug)) {
      return {
        ok: false,
        code: "slug_retired",
        message: `/${slug} was an earlier address of another entry (${entry.id}) and still redirects to it.`,
      };
    }
  }
  return { ok: true, slug };
}
