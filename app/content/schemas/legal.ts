import { z } from "zod";
import { internalLinkSchema } from "./links";

export const legalDocumentSchema = z.object({
  title: z.string().min(5),
  summary: z.string().min(40).max(300),
  /** Name of the MDX body in app/content/legal/ (without extension). */
  body: z.string().regex(/^[a-z0-9-]+$/),
  date: z.object({ label: z.enum(["Effective", "Last updated"]), iso: z.iso.date() }),
  related: z.object({ path: internalLinkSchema, label: z.string().min(5) }),
});

export type LegalDocument = z.infer<typeof legalDocumentSchema>;
