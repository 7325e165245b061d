/**
 * The repository files of a studio entry brought back by `npm run content:pull` (decision 022):
 * `app/content/pulled/entries/<collection>.<slug at creation>.json` holds its content but the MDX
 * text, which is its `.mdx` file beside it; its address is in `shared/content/pulled-entries.json`.
 * A hero image that is one of the repository's is written as its choice's key, since the build
 * names those files by their hash (`/assets/…-<hash>.avif`) and a pulled URL would outlive them;
 * an uploaded one (`/media/…`, content-hashed, written to `public/media/`) is kept as it is.
 */
import { HERO_IMAGE_CHOICES, type HeroImageChoice } from "./collection-entries";

export const PULLED_ENTRIES_FOLDER = "app/content/pulled/entries";

/** An entry's MDX field (articles): kept in its own file. */
const MDX_FIELD = "text";

export function pulledEntryFilesOf(id: string): { json: string; mdx: string } {
  const name = `${PULLED_ENTRIES_FOLDER}/${id.replaceAll(":", ".")}`;
  return { json: `${name}.json`, mdx: `${name}.mdx` };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `hashed` is the build's name of the asset at `source` (`/assets/<name>-<hash>.<ext>` for `…/<name>.<ext>`). */
function isBuildNameOf(hashed: string, source: string): boolean {
  const file = source.slice(source.lastIndexOf("/") + 1);
  const dot = file.lastIndexOf(".");
  if (dot <= 0) return false;
  const escapeRegExp = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(
    `^/assets/${escapeRegExp(file.slice(0, dot))}-[A-Za-z0-9_-]{8}${escapeRegExp(file.slice(dot))}$`,
  ).test(hashed);
}

/** The same files, named by the build (hashed) or by their source path (development, the pull's loader). */
function sameFiles(a: unknown, b: unknown): boolean {
  if (typeof a === "string" && typeof b === "string") return a === b || isBuildNameOf(a, b) || isBuildNameOf(b, a);
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameFiles(a[key], b[key]));
  }
  return a === b;
}

function choiceOf(image: unknown): HeroImageChoice | undefined {
  if (!isPlainObject(image)) return undefined;
  const { alt: _, ...files } = image;
  return HERO_IMAGE_CHOICES.find((choice) => sameFiles(choice.image, files));
}

/** What an entry's files hold for its published content. */
export function pulledEntryFiles(content: unknown): { json: Record<string, unknown>; mdx: string | undefined } {
  const { [MDX_FIELD]: text, ...fields } = isPlainObject(content) ? content : {};
  const choice = choiceOf(fields.image);
  const image = isPlainObject(fields.image) ? fields.image : {};
  return {
    json: choice ? { ...fields, image: { choice: choice.key, alt: image.alt } } : fields,
    mdx: typeof text === "string" ? text : undefined,
  };
}

/** An entry's content from its files (the inverse of `pulledEntryFiles`, with this build's image names). */
export function entryContentFrom(json: unknown, mdx: string | undefined): Record<string, unknown> | undefined {
  if (!isPlainObject(json)) return undefined;
  const image = isPlainObject(json.image) ? json.image : undefined;
  const choice = HERO_IMAGE_CHOICES.find((candidate) => candidate.key === image?.choice);
  return {
    ...json,
    ...(choice ? { image: { ...choice.image, alt: image?.alt } } : {}),
    ...(mdx === undefined ? {} : { [MDX_FIELD]: mdx }),
  };
}
