/**
 * The studio's client of the media endpoints (`/console/api/media`, whitepaper PDFs): uploads
 * go through XMLHttpRequest, whose upload events give the progress fetch does not.
 */
import { CSRF_HEADER } from "#shared/console/staff.ts";

export type MediaOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

function messageOf(body: unknown, status: number): string {
  const error = typeof body === "object" && body !== null ? (body as { error?: unknown }).error : undefined;
  return typeof error === "string" ? error : `The console answered ${status}. Please try again.`;
}

/** Sends a multipart form; `onProgress` gets the share of the file sent (0–1). */
export function sendForm<T>(
  url: string,
  form: FormData,
  csrfToken: string,
  onProgress?: (share: number) => void,
): Promise<MediaOutcome<T>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader(CSRF_HEADER, csrfToken);
    request.setRequestHeader("Accept", "application/json");
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const body: unknown = request.response;
      if (request.status >= 200 && request.status < 300) resolve({ ok: true, value: body as T });
      else resolve({ ok: false, message: messageOf(body, request.status) });
    });
    request.addEventListener("error", () =>
      resolve({ ok: false, message: "The upload did not reach the console. Check your connection and try again." }),
    );
    request.send(form);
  });
}

/** A JSON request to a media endpoint (GET, or a POST without a body). */
export async function callMediaApi<T>(
  url: string,
  { method = "GET", csrfToken }: { method?: "GET" | "POST"; csrfToken?: string } = {},
): Promise<MediaOutcome<T>> {
  try {
    const response = await fetch(url, {
      method,
      credentials: "same-origin",
      headers: { Accept: "application/json", ...(csrfToken ? { [CSRF_HEADER]: csrfToken } : {}) },
    });
    const body: unknown = await response.json().catch(() => null);
    return response.ok ? { ok: true, value: body as T } : { ok: false, message: messageOf(body, response.status) };
  } catch {
    return { ok: false, message: "The console cannot be reached. Check your connection." };
  }
}
