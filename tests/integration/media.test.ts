/**
 * Image uploads and whitepaper PDF replacement over real HTTP against the whole server, on
 * SQLite and PostgreSQL: the type read from the bytes (not the name or the declared type), the
 * size and pixel limits, alt text required, metadata (EXIF GPS) gone from the original kept and
 * every rendition, the renditions' formats and sizes, the same bytes stored once, `/media/…`
 * headers and plain 404s, and a replaced whitepaper PDF handed out by the signed download link.
 * Run `npm run build` first.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MEDIA_API,
  type MediaLibraryItem,
  type UploadAnswer,
  type WhitepaperPdfState,
  whitepaperPdfApi,
} from "#shared/console/media.ts";
import { signLink } from "../../server/delivery/signed-links.ts";
import { WHITEPAPER_DOWNLOAD_PATH } from "../../server/leads/lead-messages.ts";
import { backends, ConsoleClient, type ConsoleHarness, startConsoleHarness } from "./console-harness.ts";

const ALT = "A blue test card with the Horizon logo";
/** EXIF tag 0x8825 (GPSInfo, the pointer to the GPS fields), little-endian as sharp writes it. */
const GPS_POINTER = Buffer.from([0x25, 0x88]);

async function jpegWithGps(width = 2000, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#3366aa" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "LeakyCam", Model: "GPS-1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 58/1 10/1", GPSLongitudeRef: "E", GPSLongitude: "77/1 35/1 0/1" },
    })
    .toBuffer();
}

const png = (width: number, height: number, background = "#ff8800") =>
  sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer();

function upload(bytes: Uint8Array, name: string, alt: string | undefined, type = "application/octet-stream") {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name, { type }));
  if (alt !== undefined) form.set("alt", alt);
  return form;
}

describe.each(backends)("media on $name", (backend) => {
  let harness: ConsoleHarness;
  let editor: ConsoleClient;
  let staff: ConsoleClient;
  let csrf: string;

  beforeAll(async () => {
    harness = await startConsoleHarness(backend, {
      env: { CONTENT_UPLOAD_MAX_MB: "1", CONTENT_UPLOAD_MAX_MEGAPIXELS: "4" },
    });
    editor = new ConsoleClient(harness, "192.0.2.211");
    staff = new ConsoleClient(harness, "192.0.2.212");
    await editor.signIn(await harness.addStaff("editor", "Esha Editor"));
    await staff.signIn(await harness.addStaff("staff"));
    csrf = await editor.csrfToken();
  }, 60_000);
  afterAll(() => harness?.close());

  const send = (form: FormData, path = MEDIA_API, client = editor, token = csrf) =>
    client.postMultipart(path, form, { "X-CSRF-Token": token });
  const publicGet = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${harness.baseUrl}${path}`, { headers });
  const fileBytes = async (path: string) => Buffer.from(await (await publicGet(path)).arrayBuffer());

  it("stores a JPEG with GPS EXIF without any metadata, in the original kept and in every rendition", async () => {
    const jpeg = await jpegWithGps();
    expect((await sharp(jpeg).metadata()).exif?.includes(GPS_POINTER)).toBe(true);
    const response = await send(upload(jpeg, "holiday.jpg", ALT, "image/jpeg"));
    expect(response.status).toBe(201);
    const { item, created } = (await response.json()) as UploadAnswer;
    expect(created).toBe(true);
    const urls = [item.original.url, item.image.avif, item.image.webp, item.image.small.avif, item.image.small.webp];
    for (const url of urls) {
      const bytes = await fileBytes(url);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif, url).toBeUndefined();
      expect(metadata.xmp, url).toBeUndefined();
      expect(metadata.iptc, url).toBeUndefined();
      expect(bytes.includes("LeakyCam"), url).toBe(false);
    }
    const audit = await harness.services.database.db
      .selectFrom("audit_log")
      .select(["action", "actor"])
      .where("action", "=", "media.upload")
      .execute();
    expect(audit).toHaveLength(1);
  });

  it("makes AVIF and WebP renditions at 1600 and 640 px with their sizes recorded, as the content's image value", async () => {
    const response = await send(upload(await jpegWithGps(2000, 1000), "wide.jpg", ALT));
    const { item } = (await response.json()) as UploadAnswer;
    expect(item.image).toMatchObject({ width: 1600, height: 800, alt: ALT, small: { width: 640, height: 320 } });
    expect(item.original).toMatchObject({ width: 2000, height: 1000, format: "jpeg" });
    for (const [url, format, width, height] of [
      [item.image.avif, "heif", 1600, 800],
      [item.image.webp, "webp", 1600, 800],
      [item.image.small.avif, "heif", 640, 320],
      [item.image.small.webp, "webp", 640, 320],
    ] as const) {
      expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.(avif|webp)$/);
      const metadata = await sharp(await fileBytes(url)).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }, url).toEqual({
        format,
        width,
        height,
      });
    }
  });

  it("never upscales: a 500 px image keeps its size, and its small rendition is the same file", async () => {
    const { item } = (await (await send(upload(await png(500, 300), "small.png", ALT))).json()) as UploadAnswer;
    expect(item.image).toMatchObject({ width: 500, height: 300, small: { width: 500, height: 300 } });
    expect(item.image.small.avif).toBe(item.image.avif);
  });

  it("reads the type from the bytes: a PNG named .jpg is a PNG; a text file named .png is 415; SVG is 415", async () => {
    const renamed = await send(upload(await png(700, 400, "#00aa00"), "photo.jpg", ALT, "image/jpeg"));
    expect(renamed.status).toBe(201);
    const { original } = ((await renamed.json()) as UploadAnswer).item;
    expect(original).toMatchObject({ format: "png", url: expect.stringMatching(/\.png$/) });

    const text = await send(upload(Buffer.from("just some words, not pixels"), "picture.png", ALT, "image/png"));
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ code: "unsupported_type", error: expect.stringContaining("PNG, JPEG") });

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script/></svg>');
    expect((await send(upload(svg, "logo.svg", ALT, "image/svg+xml"))).status).toBe(415);
    const damaged = Buffer.concat([(await jpegWithGps()).subarray(0, 200)]);
    const broken = await send(upload(damaged, "cut.jpg", ALT));
    expect(broken.status).toBe(422);
    expect(await broken.json()).toMatchObject({ code: "unreadable" });
  });

  it("refuses files over the size limit (413) and images over the pixel limit before decoding them (422)", async () => {
    const noise = Buffer.alloc(1024 * 1024 + 10, 7);
    noise.set([0xff, 0xd8, 0xff], 0);
    const large = await send(upload(noise, "huge.jpg", ALT));
    expect(large.status).toBe(413);
    expect(await large.json()).toMatchObject({ code: "too_large", error: expect.stringContaining("1 MB at most") });

    // 3000 × 2000 = 6 megapixels of one colour: well under the byte limit, 24 MB once decoded.
    const bomb = await png(3000, 2000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const refused = await send(upload(bomb, "bomb.png", ALT));
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      code: "too_many_pixels",
      error: "The image has too many pixels: 3000 × 2000 (6 megapixels); at most 4 megapixels.",
    });
  });

  it("requires alt text (422) and a multipart body (415), storing nothing", async () => {
    const before = await harness.services.database.db.selectFrom("media_uploads").select("id").execute();
    const missing = await send(upload(await png(300, 200, "#123456"), "a.png", undefined));
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ code: "alt_required", field: "alt" });
    expect((await send(upload(await png(300, 200, "#123456"), "a.png", "   "))).status).toBe(422);
    const json = await editor.postJson(MEDIA_API, { alt: ALT }, { "X-CSRF-Token": csrf });
    expect(json.status).toBe(415);
    const after = await harness.services.database.db.selectFrom("media_uploads").select("id").execute();
    expect(after).toHaveLength(before.length);
  });

  it("stores the same bytes once: a second upload answers the stored item with its own alt text", async () => {
    const bytes = await png(900, 600, "#abcdef");
    const first = (await (await send(upload(bytes, "one.png", ALT))).json()) as UploadAnswer;
    const again = await send(upload(bytes, "two.png", "The same picture under another description"));
    expect(again.status).toBe(200);
    const second = (await again.json()) as UploadAnswer;
    expect(second.created).toBe(false);
    expect(second.item.image).toEqual({ ...first.item.image, alt: "The same picture under another description" });
    const db = harness.services.database.db;
    const uploads = await db.selectFrom("media_uploads").select("id").where("id", "=", first.item.id).execute();
    expect(uploads).toHaveLength(1);
    const files = await db.selectFrom("media_files").select("key").execute();
    expect(new Set(files.map((file) => file.key)).size).toBe(files.length);

    const library = (await (await editor.get(MEDIA_API)).json()) as { media: MediaLibraryItem[] };
    expect(library.media.filter((item) => item.id === first.item.id)).toHaveLength(1);
    expect(library.media[0]).toMatchObject({ uploadedBy: "Esha Editor" });
  });

  it("serves files with immutable caching, their type, nosniff and an ETag; unknown names are a plain 404", async () => {
    const { item } = (await (
      await send(upload(await png(800, 450, "#654321"), "served.png", ALT))
    ).json()) as UploadAnswer;
    const response = await publicGet(item.image.avif);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toBe("image/avif");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const etag = response.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await publicGet(item.image.webp)).headers.get("content-type")).toBe("image/webp");
    expect((await publicGet(item.image.avif, { "If-None-Match": etag ?? "" })).status).toBe(304);

    for (const path of [
      `/media/${"0".repeat(32)}.avif`,
      "/media/not-a-hash.webp",
      `/media/${"a".repeat(32)}.svg`,
      "/media/",
      "/media/%ff%fe",
      `${item.image.avif}/x`,
    ]) {
      const missing = await publicGet(path);
      expect(missing.status, path).toBe(404);
      expect(missing.headers.get("content-type"), path).toMatch(/^text\/plain/);
    }
  });

  it("refuses uploads to visitors (401) and to the staff role (403)", async () => {
    const visitor = new ConsoleClient(harness, "192.0.2.213");
    const form = () => upload(Buffer.from("x"), "x.png", ALT);
    expect((await visitor.postMultipart(MEDIA_API, form())).status).toBe(401);
    const staffCsrf = await staff.csrfToken();
    expect((await send(form(), MEDIA_API, staff, staffCsrf)).status).toBe(403);
    expect((await staff.get(MEDIA_API)).status).toBe(403);
    expect((await send(form(), MEDIA_API, editor, "not-the-token")).status).toBe(403);
  });

  it("saves an uploaded image in an article's draft, refuses a foreign address, and the preview renders the picture", async () => {
    const { item } = (await (
      await send(upload(await jpegWithGps(1800, 1000), "hero.jpg", ALT))
    ).json()) as UploadAnswer;
    const id = "article:gamification";
    const document = (await (await editor.get(`/console/api/content/${id}`)).json()) as {
      version: number;
      published: { content: Record<string, unknown> };
    };
    const draft = (image: unknown, baseVersion: number) =>
      editor.sendJson(
        "PUT",
        `/console/api/content/${id}/draft`,
        { content: { ...document.published.content, image }, baseVersion },
        { "X-CSRF-Token": csrf },
      );
    const foreign = await draft({ ...item.image, avif: "https://tracker.example/pixel.avif" }, document.version);
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ errors: [{ path: "image.avif" }] });
    // Sizes that are not the files' own would shift the layout; a /media/ file never stored is not an image.
    const resized = await draft({ ...item.image, small: { ...item.image.small, height: 400 } }, document.version);
    expect(resized.status).toBe(400);
    expect(await resized.json()).toMatchObject({
      errors: [
        { path: "image.small.avif", message: "The width and height beside this file must be its own: 640 × 356." },
        { path: "image.small.webp", message: "The width and height beside this file must be its own: 640 × 356." },
      ],
    });
    const unknown = await draft({ ...item.image, webp: `/media/${"f".repeat(32)}.webp` }, document.version);
    expect(await unknown.json()).toMatchObject({
      errors: [{ path: "image.webp", message: "This uploaded image is not stored here: upload it again." }],
    });

    const saved = await draft(item.image, document.version);
    expect(saved.status).toBe(200);
    const { token } = await harness.services.console.previewLinks.create(id, "en");
    const html = await (await publicGet(`/gamification?preview=${encodeURIComponent(token)}`)).text();
    const { avif, webp, small } = item.image;
    expect(html).toContain(`<source srcSet="${small.avif} 640w, ${avif} 1600w" type="image/avif"`);
    expect(html).toMatch(
      new RegExp(
        `<img src="${webp}" srcSet="${small.webp} 640w, ${webp} 1600w"[^>]* alt="${ALT}" width="1600" height="889"`,
      ),
    );
  });

  describe("whitepaper PDFs", () => {
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const pdfUpload = (bytes: Buffer, name = "replacement.pdf") => {
      const form = new FormData();
      form.set("file", new File([new Uint8Array(bytes)], name, { type: "application/pdf" }));
      return form;
    };
    const download = async () => {
      const secret = await harness.services.delivery.linkSecret();
      const expiresAt = harness.now().getTime() + 3_600_000;
      const token = signLink(secret, {
        purpose: "whitepaper",
        whitepaperId: "whitepaper1",
        leadId: "lead-1",
        expiresAt,
      });
      const response = await publicGet(`${WHITEPAPER_DOWNLOAD_PATH}${token}`);
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };

    it("replaces a whitepaper's PDF, hands it out by the signed link, and goes back to the generated one", async () => {
      const generated = await download();
      expect(generated.subarray(0, 5).toString()).toBe("%PDF-");
      const api = whitepaperPdfApi("whitepaper1");
      expect(await (await editor.get(api)).json()).toMatchObject({ source: "generated", uploaded: null });

      const replaced = await send(pdfUpload(pdf), api);
      expect(replaced.status).toBe(200);
      expect((await replaced.json()) as WhitepaperPdfState).toMatchObject({
        source: "uploaded",
        uploaded: { name: "replacement.pdf", bytes: pdf.length, by: "Esha Editor" },
      });
      expect((await download()).equals(pdf)).toBe(true);

      const reverted = await editor.postJson(`${api}/generated`, {}, { "X-CSRF-Token": csrf });
      expect(await reverted.json()).toMatchObject({ source: "generated", uploaded: null });
      expect((await download()).equals(generated)).toBe(true);

      const actions = await harness.services.database.db
        .selectFrom("audit_log")
        .select("action")
        .where("target", "=", "whitepaper1")
        .orderBy("created_at")
        .execute();
      expect(actions.map((row) => row.action)).toEqual(["whitepaper.pdf.replace", "whitepaper.pdf.generated"]);
    });

    it("refuses a file that is not a PDF (415), one too large (413) and an unknown whitepaper (404)", async () => {
      const api = whitepaperPdfApi("whitepaper2");
      const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
        .png()
        .toBuffer();
      const notPdf = await send(pdfUpload(png, "fake.pdf"), api);
      expect(notPdf.status).toBe(415);
      expect(await notPdf.json()).toMatchObject({ code: "not_pdf" });
      const big = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(1024 * 1024)]);
      expect((await send(pdfUpload(big), api)).status).toBe(413);
      expect((await send(pdfUpload(pdf), whitepaperPdfApi("whitepaper9"))).status).toBe(404);
      expect(await (await editor.get(api)).json()).toMatchObject({ source: "generated" });
    });
  });
});
