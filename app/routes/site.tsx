import { Outlet, useRouteLoaderData } from "react-router";
import { siteLayoutRoute } from "#shared/site/route-table.ts";
import { RouteErrorNotice } from "~/components/layout/RouteErrorNotice";
import { SiteFrame } from "~/components/layout/SiteFrame";
import { SITE_FRAME_DOCUMENTS } from "~/components/layout/site-frame-data.server";
import { pageDocuments } from "~/lib/page-content.server";
import type { Route } from "./+types/site";

/**
 * The frame of every public page (not the console's): its navigation and footer are documents,
 * read like a page's, so a publish of them reaches every page of the next generation. The root
 * has no loader on purpose: the console's 401/403 pages are rendered by its own layout.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return pageDocuments(context, SITE_FRAME_DOCUMENTS);
}

export default function Site({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame content={loaderData}>
      <Outlet />
    </SiteFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const frame = useRouteLoaderData<typeof loader>(siteLayoutRoute.id);
  return frame ? (
    <SiteFrame content={frame}>
      <RouteErrorNotice error={error} />
    </SiteFrame>
  ) : (
    <RouteErrorNotice error={error} />
  );
}
