/**
 * The site's MDX pipeline: the build compiles articles and legal pages with it (vite.config.ts),
 * and the content studio compiles edited text with it (app/components/prose/mdx-source.server.ts),
 * so what an editor saves compiles exactly as a file in the repository would.
 */
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";

export const mdxPipeline = { remarkPlugins: [remarkGfm], rehypePlugins: [rehypeSlug] };
