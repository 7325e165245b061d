import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cropRegionSchema } from "~/content/schemas/media";
import { Picture } from "./Picture";
import { PHONE_CROP_MEDIA, ScreenCrop } from "./ScreenCrop";

describe("ScreenCrop", () => {
  it("gives the frame the region's proportions in image pixels and passes its corner and width to CSS", () => {
    const html = renderToStaticMarkup(
      <ScreenCrop region={{ x: 0.3, y: 0.12, w: 0.4, h: 0.86 }} image={{ width: 1400, height: 1000 }}>
        <img src="/screen.webp" alt="A screen" />
      </ScreenCrop>,
    );
    expect(html).toContain("--crop-x:0.3;--crop-y:0.12;--crop-w:0.4;--crop-ratio:560 / 860");
  });

  it("shows a region that has its own image whole on phones, offered by the picture for the phone query only", () => {
    const phoneImage = { avif: "/crop.avif", webp: "/crop.webp", width: 640, height: 983 };
    const image = { avif: "/screen.avif", webp: "/screen.webp", width: 1400, height: 1000, alt: "A screen" };
    const html = renderToStaticMarkup(
      <ScreenCrop region={{ x: 0.533, y: 0.098, w: 0.457, h: 0.882, phoneImage }} image={image}>
        <Picture image={image} phoneCrop={phoneImage} />
      </ScreenCrop>,
    );
    expect(html).toContain("--crop-x:0;--crop-y:0;--crop-w:1;--crop-ratio:640 / 882");
    expect(html).toContain(
      `<source media="${PHONE_CROP_MEDIA}" srcSet="/crop.avif" type="image/avif" width="640" height="983"/>`,
    );
    expect(html).toContain(`<source media="${PHONE_CROP_MEDIA}" srcSet="/crop.webp" type="image/webp"`);
    // The whole screen stays the choice of every wider screen.
    expect(html).toContain('<source srcSet="/screen.avif" type="image/avif"/>');
  });

  it("offers the region's image under the same query the crop's style applies under", () => {
    const css = readFileSync(new URL("./ScreenCrop.module.css", import.meta.url), "utf8");
    expect(css).toContain(`@media ${PHONE_CROP_MEDIA} {`);
  });

  it("accepts only regions that lie within the screen", () => {
    expect(cropRegionSchema.safeParse({ x: 0.5, y: 0, w: 0.5, h: 1 }).success).toBe(true);
    expect(cropRegionSchema.safeParse({ x: 0.6, y: 0, w: 0.5, h: 0.5 }).success).toBe(false);
    expect(cropRegionSchema.safeParse({ x: 0, y: 0, w: 0, h: 0.5 }).success).toBe(false);
  });
});
