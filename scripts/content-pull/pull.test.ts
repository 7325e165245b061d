import { describe, expect, it } from "vitest";
import { mediaUrlsIn } from "./pull.ts";

describe("uploaded media in pulled content", () => {
  it("finds /media/ addresses in fields and inside MDX text, and nothing else", () => {
    const content = {
      hero: { image: { avif: "/media/ab12cd/hero-640.avif", webp: "/assets/hero-Xy12.webp", alt: "A hero" } },
      text: "Intro ![Launch](/media/ab12cd/launch-1280.webp) and [a page](/solutions), see /media/ef34/diagram.png.",
      links: ["/media-kit", "https://example.com/media/x.png"],
    };
    expect([...mediaUrlsIn(content)].sort()).toEqual([
      "/media/ab12cd/hero-640.avif",
      "/media/ab12cd/launch-1280.webp",
      "/media/ef34/diagram.png",
    ]);
  });
});
