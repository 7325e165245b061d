/**
 * Schemas of documents whose stored shape is not the shape a page's loader validates: the
 * content modules name their images by alt text (and file), and the loaders add the image
 * URLs and sizes before validating with the page schemas. Each schema here is cut from the
 * page schema it belongs to (same fields, same limits), so the rules stay in one place:
 * app/content/schemas/.
 */
import { z } from "zod";
import { aboutPageSchema } from "../schemas/about";
import { blogSchema } from "../schemas/blog";
import { devicesSchema } from "../schemas/home";
import { informativeImageSchema, label, prose } from "../schemas/media";
import { ottPageSchema } from "../schemas/ott";
import { productsPageSchema } from "../schemas/products-page";
import { resourcesPageSchema } from "../schemas/resources";
import { solutionsPageSchema } from "../schemas/solutions";

/** Alt text of an image a loader attaches: an informative image needs a real text alternative. */
export const altText = informativeImageSchema.shape.alt;

/** An illustration named by its generated file, with its alt text (`{ file, alt }`). */
const namedIllustration = z.object({ file: z.string().min(1), alt: altText });

const heroWithImageAlt = (hero: typeof aboutPageSchema.shape.hero) =>
  hero.omit({ image: true }).extend({ imageAlt: altText });

const about = aboutPageSchema.shape;
export const aboutDocumentSchema = z.object({
  hero: heroWithImageAlt(about.hero),
  history: about.history.omit({ timeline: true }),
  values: about.values,
  life: about.life.omit({ video: true }),
  careers: about.careers,
});

const solutions = solutionsPageSchema.shape;
const solutionsBlock = solutions.tpx.extend({ image: namedIllustration });
export const solutionsDocumentSchema = z.object({
  hero: heroWithImageAlt(solutions.hero),
  cta: solutions.cta,
  tpx: solutionsBlock,
  custom: solutionsBlock,
  monetisation: solutions.monetisation,
  value: solutions.value,
  aggregation: solutionsBlock,
  why: solutionsBlock,
  editorial: solutions.editorial.extend({
    tabs: z
      .array(solutions.editorial.shape.tabs.element.extend({ image: namedIllustration }))
      .min(2)
      .max(6),
  }),
});

const ott = ottPageSchema.shape;
export const ottDocumentSchema = z.object({
  hero: heroWithImageAlt(ott.hero),
  why: ott.why.extend({ image: namedIllustration }),
  platforms: ott.platforms.extend({
    cards: z
      .array(ott.platforms.shape.cards.element.omit({ wordmark: true }).extend({ platform: z.string().min(1) }))
      .min(2)
      .max(8),
  }),
  certification: ott.certification.extend({ image: namedIllustration }),
  demo: ott.demo,
});

const products = productsPageSchema.shape;
const catalogueEntry = products.entries.element;
export const productsDocumentSchema = z.object({
  hero: heroWithImageAlt(products.hero),
  moreLabel: products.moreLabel,
  cta: products.cta,
  entries: z
    .array(
      z.discriminatedUnion("kind", [
        z.object({
          kind: z.literal("product"),
          slug: z.string(),
          summary: catalogueEntry.shape.summary,
          description: catalogueEntry.shape.description,
          points: catalogueEntry.shape.points,
        }),
        catalogueEntry
          .pick({ key: true, name: true, summary: true, gradient: true, description: true, href: true, points: true })
          .extend({
            kind: z.literal("offering"),
            images: z.array(namedIllustration).min(3).max(8),
            logo: z.string().min(1),
          }),
      ]),
    )
    .min(1),
});

/** The closing call to action of every product page; `{name}` becomes the product's name, `{subject}` the page's own end of it. */
export const productCtaDocumentSchema = z.object({
  title: label(60)
    .refine((title) => title.includes("{name}"), {
      error: "Keep {name} in the title: it is replaced with each product's name.",
    })
    .refine((title) => title.includes("{subject}"), {
      error: "Keep {subject} in the title: each product page fills it in (its CTA subject).",
    }),
  text: prose(40, 200),
});

export const devicesDocumentSchema = z
  .array(devicesSchema.element.omit({ image: true }).extend({ alt: altText }))
  .min(1)
  .refine((list) => new Set(list.map((device) => device.id)).size === list.length, "Each device appears once");

export const blogDocumentSchema = blogSchema.omit({ articles: true });

const resources = resourcesPageSchema.shape;
export const resourcesDocumentSchema = resourcesPageSchema
  .omit({ blog: true })
  .extend({ whitepapers: resources.whitepapers.omit({ items: true }) });

/**
 * A whitepaper's catalogue entry as cards and the carousel show it (shared/content/whitepapers.ts),
 * with its cover's alt text. The chapters are the PDF's section titles: shown, not editable here.
 */
export const whitepaperDocumentSchema = z.object({
  id: z.string(),
  title: label(80),
  subtitle: label(120),
  summary: prose(40, 300),
  chapters: z.array(z.string().min(3)).min(3),
  coverAlt: altText,
});

/** The text of the social share images, per kind of page. */
export const shareImagesDocumentSchema = z.record(
  z.string(),
  z.object({ eyebrow: label(40), headline: label(70), subline: label(110) }),
);

/** MDX source of an article or legal text (checked by compiling it: app/content/documents/validation.server.ts). */
export const mdxSourceSchema = z.string().min(1, { error: "The text cannot be empty." });
