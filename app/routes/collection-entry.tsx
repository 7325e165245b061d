import { lazy, Suspense } from "react";
import { data, redirect } from "react-router";
import { collectionEntryRoute, siteLayoutRoute } from "#shared/site/route-table.ts";
import { lazyPageAssets } from "~/lib/lazy-page-assets.server";
import { documentTitle, pageMeta } from "~/lib/seo";
import { articleEntryData, entryAt, storyEntryData } from "~/pages/collection-entry/entry-data.server";
import { GonePage } from "~/pages/collection-entry/GonePage";
import { homeData } from "~/pages/home/home-data.server";
import type { Route } from "./+types/collection-entry";

/**
 * An entry's page loads only its own kind's code (an article's or a story's: both at once were
 * over the 125 KB JavaScript budget). The loader names the page's chunks, so the document links
 * its CSS and preloads its code (~/lib/lazy-page-assets.tsx), and hydration finds it loaded.
 * The not-found page (the home page's sections) is lazy the same way: it is rendered once at
 * build time and served for every unknown path, with its own stylesheets.
 */
const pageModules = {
  article: () => import("~/pages/article/ArticlePage"),
  story: () => import("~/pages/customer/CustomerStoryPage"),
  "not-found": () => import("~/pages/not-found/NotFoundPage"),
};
const ArticlePage = lazy(() => pageModules.article().then((module) => ({ default: module.ArticlePage })));
const CustomerStoryPage = lazy(() => pageModules.story().then((module) => ({ default: module.CustomerStoryPage })));
const NotFoundPage = lazy(() => pageModules["not-found"]().then((module) => ({ default: module.NotFoundPage })));

/** The source of each lazily imported entry page, as the client build names its chunks. */
const PAGE_SOURCES = {
  article: "app/pages/article/ArticlePage.tsx",
  story: "app/pages/customer/CustomerStoryPage.tsx",
  "not-found": "app/pages/not-found/NotFoundPage.tsx",
} as const;

function assetsOf(page: keyof typeof PAGE_SOURCES) {
  return lazyPageAssets(PAGE_SOURCES[page], ["root.tsx", siteLayoutRoute.file, collectionEntryRoute.file]);
}

// A path that is no entry is the normal not-found page, whose home form posts here too.
export { formActionHeaders as headers } from "~/forms/lead-request.server";
export { meetingRequestAction as action } from "~/forms/meeting-request.server";

/** The slug an address names (`/<slug>`), or undefined for a deeper path, which is never an entry. */
function slugOf(splat: string | undefined): string | undefined {
  const slug = (splat ?? "").replace(/\/+$/, "").toLowerCase();
  return slug && !slug.includes("/") ? slug : undefined;
}

const notFound = () =>
  data({ page: "not-found" as const, ...homeData(), lazyPageAssets: assetsOf("not-found") }, { status: 404 });

/**
 * An article or customer story created in the studio, at `/<slug>` (static routes win): its page,
 * a 301 from an old address, 410 once unpublished, or the normal 404 for any other path.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const slug = slugOf(params["*"]);
  if (!slug) return notFound();
  const found = await entryAt(context, slug);
  switch (found.kind) {
    case "article":
      return {
        page: "article" as const,
        ...(await articleEntryData(found.entry, found.content)),
        lazyPageAssets: assetsOf("article"),
      };
    case "story":
      return {
        page: "story" as const,
        ...storyEntryData(found.entry, found.content),
        lazyPageAssets: assetsOf("story"),
      };
    case "redirect":
      throw redirect(found.to, 301);
    case "gone":
      return data({ page: "gone" as const }, { status: 410 });
    case "none":
      return notFound();
  }
}

/** A client-side navigation gets the page's code with its data, so the page shows whole (never an empty main meanwhile). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const loaded = await serverLoader();
  if (loaded.page !== "gone") await pageModules[loaded.page]();
  return loaded;
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (loaderData?.page === "article" || loaderData?.page === "story") return pageMeta(loaderData.seo);
  const title = loaderData?.page === "gone" ? "Page removed" : "Page not found";
  return [{ title: documentTitle(title) }, { name: "robots", content: "noindex" }];
};

export default function CollectionEntry({ loaderData }: Route.ComponentProps) {
  switch (loaderData.page) {
    case "article":
      return (
        <Suspense>
          <ArticlePage content={loaderData.content} />
        </Suspense>
      );
    case "story":
      return (
        <Suspense>
          <CustomerStoryPage content={loaderData.content} />
        </Suspense>
      );
    case "gone":
      return <GonePage />;
    default:
      return (
        <Suspense>
          <NotFoundPage content={loaderData.content} />
        </Suspense>
      );
  }
}
