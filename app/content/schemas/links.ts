import { z } from "zod";
import { canonicalPathFor, findPageRoute } from "#shared/site/route-table.ts";

const ANCHOR = /^[a-z0-9-]+$/;

/** Why `href` is not a working link to a page of the site (or an in-page anchor), or undefined when it is. */
function internalLinkProblem(href: string): string | undefined {
  const [path = "", anchor, ...rest] = href.split("#");
  if (rest.length > 0 || (anchor !== undefined && !ANCHOR.test(anchor))) {
    return `${href} has a malformed #anchor (lower-case letters, digits and dashes)`;
  }
  if (path === "") return anchor === undefined ? "A link needs a path or an #anchor" : undefined;
  if (findPageRoute(path)) return undefined;
  const canonical = canonicalPathFor(path);
  return canonical
    ? `${href} is spelled differently from its page: use ${canonical}`
    : `${path} is not a page of the site (shared/site/route-table.ts)`;
}

/** A path of the route table (canonical spelling, optionally with #anchor) or an in-page #anchor. */
export const internalLinkSchema = z.string().superRefine((href, context) => {
  const problem = internalLinkProblem(href);
  if (problem) context.addIssue({ code: "custom", message: problem });
});
