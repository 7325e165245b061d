/**
 * Published content brought back into the repository by `npm run content:pull`
 * (scripts/content-pull/): MDX fields go to the document's `.mdx` file; the other fields, when
 * they differ from the content module's value, to `app/content/pulled/<id>.json`, which then
 * replaces the module's value as the document's repository base. The module stays the
 * fallback and keeps what a JSON file cannot hold: image URLs, which the build hashes, always
 * come from the module at the same place (decision 022).
 */
import { canonicalJson } from "#shared/content/canonical-json.ts";

export const PULLED_FOLDER = "app/content/pulled";

/** The repository file of a document's pulled content: `page:home` → `app/content/pulled/page.home.json`. */
export function pulledFileOf(id: string): string {
  return `${PULLED_FOLDER}/${id.replaceAll(":", ".")}.json`;
}

/** The `.mdx` file holding a document's MDX field, when it has one. */
export function mdxFileOf(document: { sources: readonly string[] }): string | undefined {
  return document.sources.find((source) => source.endsWith(".mdx"));
}

/** An image (or other file) the build imports from app/assets: hashed at build time, a source path in development. */
const ASSET_URL = /^\/(?:app\/)?assets\//;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The value with every asset URL replaced by the module's string at the same place (kept where the module has none). */
export function withModuleAssets(value: unknown, module: unknown): unknown {
  if (typeof value === "string") return ASSET_URL.test(value) && typeof module === "string" ? module : value;
  if (Array.isArray(value)) {
    return value.map((item, index) => withModuleAssets(item, Array.isArray(module) ? module[index] : undefined));
  }
  if (isPlainObject(value)) {
    const moduleObject = isPlainObject(module) ? module : {};
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withModuleAssets(item, moduleObject[key])]),
    );
  }
  return value;
}

function withoutFields(value: unknown, fields: readonly string[]): unknown {
  if (!isPlainObject(value) || fields.length === 0) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !fields.includes(key)));
}

function onlyFields(value: unknown, fields: readonly string[]): Record<string, unknown> {
  if (!isPlainObject(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([key]) => fields.includes(key)));
}

/**
 * The document's repository base: the module's value (MDX fields already read from their
 * files), or the pulled file's content with the module's asset URLs and MDX fields.
 */
export function repositoryBase(moduleBase: unknown, pulled: unknown, mdxFields: readonly string[] = []): unknown {
  if (pulled === undefined) return moduleBase;
  const content = withModuleAssets(pulled, moduleBase);
  return mdxFields.length === 0 ? content : { ...(content as object), ...onlyFields(moduleBase, mdxFields) };
}

/**
 * What `content:pull` writes to the pulled file for this published content (asset URLs as the
 * module has them, MDX fields left to their files), or undefined when the module's value
 * already says it (then no file is needed).
 */
export function pulledFileContent(moduleBase: unknown, published: unknown, mdxFields: readonly string[] = []): unknown {
  const content = withModuleAssets(withoutFields(published, mdxFields), moduleBase);
  return canonicalJson(content) === canonicalJson(withoutFields(moduleBase, mdxFields)) ? undefined : content;
}

/** The MDX fields of the published content, as the text of their file (one MDX field per document). */
export function mdxTextOf(published: unknown, mdxFields: readonly string[] = []): string | undefined {
  const [field] = mdxFields;
  const text = field === undefined ? undefined : onlyFields(published, [field])[field];
  return typeof text === "string" ? text : undefined;
}

/** A document whose base a pulled file replaced, with the module's value kept as `moduleBase`. */
export function withPulledBase<
  Document extends { id: string; base: unknown; mdxFields?: readonly string[]; sources: readonly string[] },
>(document: Document, pulledFiles: Readonly<Record<string, unknown>>): Document & { moduleBase?: unknown } {
  const file = pulledFileOf(document.id);
  const pulled = pulledFiles[`/${file}`];
  if (pulled === undefined) return document;
  return {
    ...document,
    base: repositoryBase(document.base, pulled, document.mdxFields),
    moduleBase: document.base,
    sources: [...document.sources, file],
  };
}
