import { z } from "zod";

const sectionText = z.object({ title: z.string().min(5), intro: z.string().min(30) });

export const bookMeetingPageSchema = z.object({
  title: z.string().min(5),
  intro: z.string().min(60),
  actions: z.object({ schedule: z.string().min(5), request: z.string().min(5) }),
  schedule: sectionText,
  request: sectionText,
  contact: z.object({
    title: z.string().min(5),
    text: z.string().min(20),
    email: z.email(),
    phone: z.object({ display: z.string().min(5), href: z.string().min(5) }),
    address: z.string().min(10),
  }),
});

export type BookMeetingPageContent = z.infer<typeof bookMeetingPageSchema>;
