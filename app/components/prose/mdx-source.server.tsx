/**
 * MDX text held as a string (a draft or published version of an article or legal page),
 * compiled with the site's own pipeline (shared/content/mdx-pipeline.ts) into the same kind of
 * component the build makes of a `.mdx` file, so `renderMdx` renders both alike. Server only.
 */
import { evaluate } from "@mdx-js/mdx";
import * as runtime from "react/jsx-runtime";
import { mdxPipeline } from "#shared/content/mdx-pipeline.ts";
import { siteConfig } from "~/config/site";
import { documentComponents } from "./mdx-components.server";
import { type MdxDocument, renderMdx } from "./render-mdx.server";
import type { DocumentOutline } from "./types";

export async function compileMdxSource(source: string): Promise<MdxDocument> {
  const module = await evaluate(source, { ...runtime, ...mdxPipeline });
  return module.default as MdxDocument;
}

/** An MDX text compiled now and rendered as the site renders documents (a draft, an article made in the studio). */
export async function compiledDocument(text: string): Promise<DocumentOutline> {
  return renderMdx(await compileMdxSource(text), { siteConfig }, documentComponents);
}
