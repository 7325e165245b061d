import { z } from "zod";
import { imageSchema, informativeImageSchema, label, prose } from "./media";

const productSlug = z.enum(["vivre", "sara", "blink", "hospitality", "adpilot", "reelcraft"]);

export const homeContentSchema = z.object({
  hero: z.object({
    eyebrow: label(60),
    title: label(90),
    lead: prose(80, 320),
    demo: z.object({ label: z.literal("Book a Demo"), subject: z.literal("Book A Demo") }),
    secondary: z.object({ label: label(40), href: z.string().startsWith("/") }),
  }),
  products: z.object({
    eyebrow: label(40),
    title: z.literal("Our Products"),
    tagline: prose(60, 260),
    items: z.array(z.object({ slug: productSlug, extra: z.tuple([prose(20, 120), prose(20, 120)]) })).length(6),
  }),
  devices: z.object({ eyebrow: label(40), title: z.literal("OTT Frontend Application"), intro: prose(60, 320) }),
  carousel: z.object({
    eyebrow: label(40),
    title: label(60),
    intro: prose(30, 200),
    cards: z
      .array(
        z.object({
          slug: productSlug,
          description: prose(30, 160),
          details: z.array(label(60)).length(4),
        }),
      )
      .length(6),
  }),
  partners: z.object({ title: z.literal("Our Partners"), subtitle: prose(20, 120) }),
  whitepapers: z.object({
    eyebrow: label(40),
    title: label(60),
    intro: prose(60, 300),
    cta: z.object({ label: label(40), href: z.literal("/resources") }),
  }),
  contact: z.object({ eyebrow: label(40), title: z.literal("Book a Meeting"), intro: prose(40, 260) }),
});

export const devicesSchema = z
  .array(
    z.object({
      id: z.enum(["tv", "mobile", "tablet", "laptop", "dongle", "stb", "appleTV", "hbbtv"]),
      label: label(30),
      caption: prose(20, 160),
      image: informativeImageSchema,
    }),
  )
  .length(8)
  .refine((list) => new Set(list.map((device) => device.id)).size === 8, "Each device appears once")
  .refine((list) => list[0]?.id === "tv", "tv comes first (it is the default)");

export const partnersSchema = z
  .array(z.object({ name: label(40), logo: z.string().min(1) }))
  .length(17, "The marquee shows the spec's 17 entries");

export const whitepaperSlidesSchema = z
  .array(z.object({ id: z.string(), title: label(80), summary: prose(40, 300), cover: imageSchema }))
  .length(2);
