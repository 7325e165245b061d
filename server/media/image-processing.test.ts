import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { processImage, sniffImageFormat } from "./image-processing.ts";

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#336699" } });

describe("sniffImageFormat", () => {
  it("knows PNG, JPEG, WebP and AVIF by their first bytes", async () => {
    expect(sniffImageFormat(await solid(4, 4).png().toBuffer())).toBe("png");
    expect(sniffImageFormat(await solid(4, 4).jpeg().toBuffer())).toBe("jpeg");
    expect(sniffImageFormat(await solid(4, 4).webp().toBuffer())).toBe("webp");
    expect(sniffImageFormat(await solid(4, 4).avif().toBuffer())).toBe("avif");
  });

  it("knows nothing else: SVG, GIF, TIFF, PDF, text, empty", async () => {
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImageFormat(await solid(4, 4).gif().toBuffer())).toBeUndefined();
    expect(sniffImageFormat(await solid(4, 4).tiff().toBuffer())).toBeUndefined();
    expect(sniffImageFormat(Buffer.from("%PDF-1.7"))).toBeUndefined();
    expect(sniffImageFormat(Buffer.from("hello"))).toBeUndefined();
    expect(sniffImageFormat(new Uint8Array())).toBeUndefined();
  });
});

describe("processImage", () => {
  it("turns an image upright by its EXIF orientation before removing the metadata", async () => {
    // 300 × 200 stored, orientation 6 (rotate 90° clockwise to show): shown as 200 × 300.
    const rotated = await solid(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const result = await processImage(rotated, { maxPixels: 1_000_000 });
    if (!result.ok) throw new Error(result.refusal.message);
    expect(result.image.original).toMatchObject({ width: 200, height: 300 });
    expect((await sharp(result.image.original.bytes).metadata()).orientation).toBeUndefined();
  });

  it("counts the pixels from the header, before decoding", async () => {
    const result = await processImage(await solid(2000, 1000).png().toBuffer(), { maxPixels: 1_999_999 });
    expect(result).toMatchObject({ ok: false, refusal: { code: "too_many_pixels" } });
  });
});
