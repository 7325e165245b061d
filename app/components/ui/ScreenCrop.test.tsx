import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cropRegionSchema } from "~/content/schemas/media";
import { ScreenCrop } from "./ScreenCrop";

describe("ScreenCrop", () => {
  it("gives the frame the region's proportions in image pixels and passes its corner and width to CSS", () => {
    const html = renderToStaticMarkup(
      <ScreenCrop region={{ x: 0.3, y: 0.12, w: 0.4, h: 0.86 }} image={{ width: 1400, height: 1000 }}>
        <img src="/screen.webp" alt="A screen" />
      </ScreenCrop>,
    );
    expect(html).toContain("--crop-x:0.3;--crop-y:0.12;--crop-w:0.4;--crop-ratio:560 / 860");
  });

  it("accepts only regions that lie within the screen", () => {
    expect(cropRegionSchema.safeParse({ x: 0.5, y: 0, w: 0.5, h: 1 }).success).toBe(true);
    expect(cropRegionSchema.safeParse({ x: 0.6, y: 0, w: 0.5, h: 0.5 }).success).toBe(false);
    expect(cropRegionSchema.safeParse({ x: 0, y: 0, w: 0, h: 0.5 }).success).toBe(false);
  });
});
