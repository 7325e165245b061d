import type { Request } from "express";

export type Encoding = "br" | "gzip";

/** The best pre-compressed encoding the client accepts, preferring Brotli. */
export function preferredEncoding(req: Request, available: ReadonlySet<Encoding>): Encoding | undefined {
  const header = String(req.headers["accept-encoding"] ?? "");
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name.toLowerCase(), q ? Number(q.slice(2)) : 1);
  }
  for (const encoding of ["br", "gzip"] as const) {
    if (available.has(encoding) && (accepted.get(encoding) ?? 0) > 0) return encoding;
  }
  return undefined;
}
