import { z } from "zod";
import { hubHeroSchema } from "./hero";

const sectionText = z.object({ title: z.string().min(5), intro: z.string().min(30) });

export const bookMeetingPageSchema = z.object({
  title: z.string().min(5),
  intro: z.string().min(60),
  hero: hubHeroSchema,
  schedule: sectionText,
  request: sectionText,
  checklist: z.object({ title: z.string().min(5), items: z.array(z.string().min(10)).min(2).max(6) }),
  /** E-mail and phone appear only when configured. */
  contact: z.object({
    title: z.string().min(5),
    text: z.string().min(20),
    email: z.email().optional(),
    phone: z.object({ display: z.string().min(5), href: z.string().min(5) }).optional(),
    address: z.string().min(10),
  }),
});

export type BookMeetingPageContent = z.infer<typeof bookMeetingPageSchema>;
