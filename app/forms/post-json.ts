/** The outcome of a JSON POST from the browser, with network failures kept apart from HTTP errors. */
export type JsonPostResult =
  | { kind: "ok"; status: number; body: Record<string, unknown> }
  | { kind: "http-error"; status: number; body: Record<string, unknown> }
  | { kind: "network-error" };

export async function postJson(url: string, payload: unknown, signal?: AbortSignal): Promise<JsonPostResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
      credentials: "same-origin",
      signal,
    });
  } catch {
    return { kind: "network-error" };
  }
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === "object") body = parsed as Record<string, unknown>;
  } catch {
    // A body that is not JSON (a proxy's error page, say) is treated as empty.
  }
  return response.ok
    ? { kind: "ok", status: response.status, body }
    : { kind: "http-error", status: response.status, body };
}

/** The per-field messages of an error answer, if it has any. */
export function fieldErrorsOf(body: Record<string, unknown>): Record<string, string> | undefined {
  const fields = body.fields;
  if (!fields || typeof fields !== "object") return undefined;
  const entries = Object.entries(fields as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

export function messageOf(body: Record<string, unknown>): string | undefined {
  return typeof body.error === "string" ? body.error : undefined;
}
