import { z } from "zod";
import { lineIconNames } from "#shared/icons/line-icons.ts";
import { internalLinkSchema } from "./links";
import { cropRegionSchema, label, prose } from "./media";

/** The id a "what makes it special" card gets, so slides and links can point at it. */
export function anchorId(title: string): string {
  return title
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Each product has four generated UI screens (products/<slug>/screen-1..4, drawn by scripts/assets). */
const screenNumber = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/**
 * The bento lead card's diagram, drawn in code: where the product sits, from the viewer's screen down
 * to the systems under it; the layer marked `product` is the product itself.
 */
const stackLayerSchema = z.object({ label: label(40), detail: prose(10, 90), product: z.boolean().optional() });

export const productPageSchema = z
  .object({
    /** `screen`: the screen the hero shows large; the carousel shows the other three (each screen once on the page). */
    /** `crop`: the part of the hero's screen shown on phones, where the whole would be illegible;
        `cropBelow`: a second part under it on phones (the two make the phone's composition). */
    hero: z.object({
      eyebrow: label(60),
      title: label(90),
      lead: prose(80, 400),
      screen: screenNumber,
      crop: cropRegionSchema,
      cropBelow: cropRegionSchema.optional(),
    }),
    highlights: z
      .array(z.object({ title: label(60), description: prose(40, 220) }))
      .min(2)
      .max(3),
    /** Alt texts of the four screens. */
    screens: z.tuple([prose(10, 160), prose(10, 160), prose(10, 160), prose(10, 160)]),
    carousel: z.object({
      title: label(60),
      intro: prose(20, 240),
      autoplayMs: z.number().int().min(2000).optional(),
      slides: z
        .array(
          z.object({
            screen: screenNumber,
            caption: prose(10, 120),
            href: internalLinkSchema.optional(),
            /**
             * The part of the screen shown on phones, and optionally a second part shown under it (a phone
             * composition of two regions); together one height for every slide of a tour, so slides keep one height.
             */
            crop: cropRegionSchema.optional(),
            cropBelow: cropRegionSchema.optional(),
          }),
        )
        .min(3)
        .max(8),
    }),
    special: z.object({
      title: label(60),
      intro: prose(20, 240),
      /** The bento's lead card (the first card) draws this stack above its text. */
      leadStack: z
        .array(stackLayerSchema)
        .min(2)
        .max(4)
        .refine(
          (layers) => layers.filter((layer) => layer.product).length === 1,
          "Mark exactly one layer as the product",
        ),
      cards: z
        .array(z.object({ title: label(60), description: prose(30, 220), icon: z.enum(lineIconNames).optional() }))
        .min(6)
        .max(12),
    }),
    /** The end of the closing band's title, in place of {subject} in section:product-cta's: "in your own rooms". */
    ctaSubject: label(40),
    /** The closing band's text: what a call about this product covers. */
    ctaText: prose(60, 220),
  })
  .superRefine((page, context) => {
    page.carousel.slides.forEach((slide, index) => {
      if (slide.screen === page.hero.screen) {
        context.addIssue({
          code: "custom",
          path: ["carousel", "slides", index, "screen"],
          message: `Screen ${slide.screen} is the hero's: the carousel shows the other screens`,
        });
      }
    });
    const shown = new Set<number>();
    page.carousel.slides.forEach((slide, index) => {
      if (shown.has(slide.screen)) {
        context.addIssue({
          code: "custom",
          path: ["carousel", "slides", index, "screen"],
          message: `Screen ${slide.screen} is on an earlier slide: each screen shows once`,
        });
      }
      shown.add(slide.screen);
    });
    const ids = new Set(page.special.cards.map((card) => anchorId(card.title)));
    page.carousel.slides.forEach((slide, index) => {
      if (slide.href?.startsWith("#") && !ids.has(slide.href.slice(1))) {
        context.addIssue({
          code: "custom",
          path: ["carousel", "slides", index, "href"],
          message: `No card on the page has the id ${slide.href.slice(1)}`,
        });
      }
    });
  });
