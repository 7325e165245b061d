import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [
    // Long-form text (articles, legal pages) is written in MDX and rendered to HTML on the server only.
    { enforce: "pre", ...mdx({ remarkPlugins: [remarkGfm], rehypePlugins: [rehypeSlug] }) },
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
});
