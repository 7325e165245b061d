/**
 * MDX text held as a string (a draft or published version of an article or legal page),
 * compiled with the site's own pipeline (shared/content/mdx-pipeline.ts) into the same kind of
 * component the build makes of a `.mdx` file, so `renderMdx` renders both alike. Server only.
 */
import { evaluate } from "@mdx-js/mdx";
import * as runtime from "react/jsx-runtime";
import { mdxPipeline } from "#shared/content/mdx-pipeline.ts";
import type { MdxDocument } from "./render-mdx.server";

export async function compileMdxSource(source: string): Promise<MdxDocument> {
  const module = await evaluate(source, { ...runtime, ...mdxPipeline });
  return module.default as MdxDocument;
}
