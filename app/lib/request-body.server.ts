/**
 * A request's body, read only up to a limit: a body declared larger is refused before it is
 * read, and one that turns out larger (chunked) as soon as it passes the limit.
 */
export type LimitedBody = { ok: true; body: Blob } | { ok: false; tooLarge: true };

export async function readLimitedBody(request: Request, limitBytes: number): Promise<LimitedBody> {
  if (Number(request.headers.get("content-length") ?? 0) > limitBytes) return { ok: false, tooLarge: true };
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      await reader.cancel().catch(() => {});
      return { ok: false, tooLarge: true };
    }
    chunks.push(value);
  }
  return { ok: true, body: new Blob(chunks as BlobPart[]) };
}
