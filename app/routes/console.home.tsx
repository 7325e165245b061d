import { consoleMeta } from "~/console/meta";
import { OverviewPage } from "~/console/pages/OverviewPage";
import { requireSession } from "~/console/session.server";
import type { Route } from "./+types/console.home";

export const meta = () => consoleMeta("Overview");

export function loader({ context }: Route.LoaderArgs) {
  return { member: requireSession(context).staff };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OverviewPage member={loaderData.member} />;
}
