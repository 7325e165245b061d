/**
 * The studio's media endpoints (`consoleApis`, README "Content studio"):
 *
 *   GET  /console/api/media                              the image library, newest first
 *   POST /console/api/media                              upload an image (multipart: file, alt)
 *   GET  /console/api/whitepapers/:id/pdf                which PDF a whitepaper hands out
 *   POST /console/api/whitepapers/:id/pdf                replace it with an uploaded PDF (multipart: file)
 *   POST /console/api/whitepapers/:id/pdf/generated      back to the generated PDF
 *
 * The console gate in front has checked the origin, the session, the role and the CSRF header;
 * the role is checked again here. Errors are JSON `{ error, code }`: 413 too large, 415 not a
 * type the site takes, 422 an image it will not process (pixels, damaged) or no alt text.
 */
import { type Request, type Response, Router } from "express";
import {
  ALT_TEXT_MAX,
  ALT_TEXT_MIN,
  MEDIA_API,
  UPLOAD_ALT_FIELD,
  UPLOAD_FILE_FIELD,
  WHITEPAPER_PDF_API,
  WHITEPAPER_PDF_GENERATED_API,
} from "#shared/console/media.ts";
import { roleAllows, STUDIO } from "#shared/console/routes.ts";
import type { Actor, ConsoleSession } from "#shared/console/staff.ts";
import { findWhitepaper } from "#shared/content/whitepapers.ts";
import { sendError } from "../http/json-api.ts";
import { clientKey } from "../http/rate-limit.ts";
import type { MediaStore, UploadRefusal } from "./media-store.ts";

/** Room for the multipart envelope (boundaries, part headers, the alt text) around the file. */
const ENVELOPE_BYTES = 64 * 1024;

const REFUSAL_STATUS: Record<UploadRefusal["code"], number> = {
  unsupported_type: 415,
  not_pdf: 415,
  unreadable: 422,
  too_many_pixels: 422,
};

export interface MediaApiOptions {
  media: MediaStore;
  /** Largest file accepted, in bytes. */
  maxBytes: number;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The acting member of the studio's roles; answers 401/403 itself otherwise. */
function studioActor(req: Request, res: Response): Actor | undefined {
  const session = res.locals.consoleSession as ConsoleSession | null | undefined;
  if (!session) {
    sendError(res, 401, { error: "Sign in to the console first.", code: "unauthenticated" });
    return undefined;
  }
  if (!roleAllows(session.staff.role, STUDIO)) {
    sendError(res, 403, { error: "Your role does not allow this.", code: "forbidden" });
    return undefined;
  }
  return { staff: session.staff, ip: clientKey(req) };
}

type Upload = { ok: true; file: File; form: FormData } | { ok: false; status: number; error: string; code: string };

/** Reads a multipart body of at most `maxBytes` of file; 413 as soon as more arrives, 415 for another kind of body. */
async function readUpload(req: Request, maxBytes: number): Promise<Upload> {
  const tooLarge = (size?: number) => ({
    ok: false as const,
    status: 413,
    code: "too_large",
    error: `The file is too large${size === undefined ? "" : ` (${megabytes(size)})`}: ${megabytes(maxBytes)} at most.`,
  });
  const type = req.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) {
    return {
      ok: false,
      status: 415,
      code: "unsupported_media_type",
      error: `Send the file as multipart/form-data, in a field named "${UPLOAD_FILE_FIELD}".`,
    };
  }
  const limit = maxBytes + ENVELOPE_BYTES;
  if (Number(req.get("content-length") ?? 0) > limit) return tooLarge(Number(req.get("content-length")));
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > limit) return tooLarge();
    chunks.push(chunk);
  }
  let form: FormData;
  try {
    form = await new Response(Buffer.concat(chunks), { headers: { "content-type": type } }).formData();
  } catch {
    return { ok: false, status: 400, code: "malformed_body", error: "The upload is malformed: send it again." };
  }
  const file = form.get(UPLOAD_FILE_FIELD);
  if (!(file instanceof File) || file.size === 0) {
    return { ok: false, status: 422, code: "missing_file", error: "Choose a file to upload." };
  }
  if (file.size > maxBytes) return tooLarge(file.size);
  return { ok: true, file, form };
}

/** A refused upload; one too large is answered before the rest arrives, and the connection closes so it never does. */
function sendUploadProblem(res: Response, problem: Extract<Upload, { ok: false }>): void {
  if (problem.status === 413) res.setHeader("Connection", "close");
  sendError(res, problem.status, { error: problem.error, code: problem.code });
}

function altTextProblem(alt: string): string | undefined {
  if (alt.length === 0) return "Alt text is required: describe what the image shows.";
  if (alt.length < ALT_TEXT_MIN)
    return `Alt text is too short: describe what the image shows (at least ${ALT_TEXT_MIN} characters).`;
  if (alt.length > ALT_TEXT_MAX) return `Alt text is too long: at most ${ALT_TEXT_MAX} characters.`;
  return undefined;
}

/** The whitepaper an address names, or a 404 answered. */
function whitepaperOf(req: Request, res: Response): string | undefined {
  const paper = findWhitepaper(String(req.params.id ?? ""));
  if (!paper) sendError(res, 404, { error: "There is no whitepaper with this id.", code: "not_found" });
  return paper?.id;
}

export function createMediaApi({ media, maxBytes }: MediaApiOptions): Router {
  // Only the endpoints' exact spelling reaches them; the gate in front has checked every spelling.
  const router = Router({ caseSensitive: true, strict: true });

  router.get(MEDIA_API, async (req, res) => {
    if (!studioActor(req, res)) return;
    res.json({ media: await media.library() });
  });

  router.post(MEDIA_API, async (req, res) => {
    const actor = studioActor(req, res);
    if (!actor) return;
    const upload = await readUpload(req, maxBytes);
    if (!upload.ok) return sendUploadProblem(res, upload);
    const alt = String(upload.form.get(UPLOAD_ALT_FIELD) ?? "").trim();
    const altProblem = altTextProblem(alt);
    if (altProblem) {
      sendError(res, 422, { error: altProblem, code: "alt_required", field: UPLOAD_ALT_FIELD });
      return;
    }
    const bytes = new Uint8Array(await upload.file.arrayBuffer());
    const stored = await media.uploadImage({ bytes, name: upload.file.name, alt, actor });
    if (!stored.ok) {
      sendError(res, REFUSAL_STATUS[stored.refusal.code], { error: stored.refusal.message, code: stored.refusal.code });
      return;
    }
    res.status(stored.created ? 201 : 200).json({ item: stored.item, created: stored.created });
  });

  router.get(WHITEPAPER_PDF_API, async (req, res) => {
    if (!studioActor(req, res)) return;
    const id = whitepaperOf(req, res);
    if (id) res.json(await media.whitepaperPdf(id));
  });

  router.post(WHITEPAPER_PDF_API, async (req, res) => {
    const actor = studioActor(req, res);
    if (!actor) return;
    const whitepaperId = whitepaperOf(req, res);
    if (!whitepaperId) return;
    const upload = await readUpload(req, maxBytes);
    if (!upload.ok) return sendUploadProblem(res, upload);
    const bytes = new Uint8Array(await upload.file.arrayBuffer());
    const replaced = await media.replaceWhitepaperPdf({ whitepaperId, bytes, name: upload.file.name, actor });
    if (!replaced.ok) {
      sendError(res, REFUSAL_STATUS[replaced.refusal.code], {
        error: replaced.refusal.message,
        code: replaced.refusal.code,
      });
      return;
    }
    res.json(replaced.state);
  });

  router.post(WHITEPAPER_PDF_GENERATED_API, async (req, res) => {
    const actor = studioActor(req, res);
    if (!actor) return;
    const whitepaperId = whitepaperOf(req, res);
    if (whitepaperId) res.json(await media.revertWhitepaperPdf(whitepaperId, actor));
  });

  return router;
}
