import { describe, expect, it } from "vitest";
import { homeContent } from "../home";
import { productPages } from "../product-pages";
import { homeContentSchema } from "./home";
import { anchorId, productPageSchema, saraPageSchema } from "./product-pages";

describe("product page content", () => {
  it("every product page passes its schema, S.A.R.A. the stricter one", () => {
    for (const [slug, page] of Object.entries(productPages)) {
      const schema = slug === "sara" ? saraPageSchema : productPageSchema;
      expect(schema.safeParse(page).error?.issues ?? []).toEqual([]);
    }
  });

  it("rejects a S.A.R.A. page that drifts from the spec's titles", () => {
    const cards = productPages.sara.special.cards.map((card, index) =>
      index === 2 ? { ...card, title: "Retention and Loyalty" } : card,
    );
    const drifted = { ...productPages.sara, special: { ...productPages.sara.special, cards } };
    expect(saraPageSchema.safeParse(drifted).success).toBe(false);
    expect(saraPageSchema.safeParse({ ...productPages.sara, highlights: productPages.vivre.highlights }).success).toBe(
      false,
    );
  });

  it("rejects a slide that links to a card the page does not have", () => {
    const slides = productPages.blink.carousel.slides.map((slide) => ({ ...slide, href: "#no-such-card" }));
    const broken = { ...productPages.blink, carousel: { ...productPages.blink.carousel, slides } };
    expect(productPageSchema.safeParse(broken).success).toBe(false);
  });

  it("turns card titles into anchor ids", () => {
    expect(anchorId("Retention & Loyalty")).toBe("retention-and-loyalty");
    expect(anchorId("Video filters and audio effects")).toBe("video-filters-and-audio-effects");
  });
});

describe("home content", () => {
  it("passes its schema", () => {
    expect(homeContentSchema.safeParse(homeContent).error?.issues ?? []).toEqual([]);
  });
});
