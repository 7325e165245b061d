/**
 * One spelling of a JSON value (object keys sorted, no spaces) and its SHA-256, so the server
 * (what is published) and the app (the repository's content) hash the same document the same
 * way, whatever order its keys were written in. Web Crypto: the same on both sides.
 */

export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) =>
    entry && typeof entry === "object" && !Array.isArray(entry)
      ? Object.fromEntries(Object.entries(entry).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : entry,
  );
}

/** Hex SHA-256 of the value's canonical JSON. */
export async function contentHash(value: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(canonicalJson(value));
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
