import { data } from "react-router";
import { STUDIO } from "#shared/console/routes.ts";
import { COLLECTION_LABELS, isCollectionName } from "#shared/content/collections.ts";
import { consoleMeta } from "~/console/meta";
import { consoleServices, requireRole } from "~/console/session.server";
import { NewEntryPage } from "~/console/studio/NewEntryPage";
import { newEntryForm } from "~/console/studio/new-entry-form.server";
import type { Route } from "./+types/console.content-new";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  consoleMeta(loaderData ? `New ${loaderData.label}` : "New entry");

export function loader({ context, params }: Route.LoaderArgs) {
  requireRole(context, STUDIO);
  const collection = params.collection.toLowerCase();
  if (!isCollectionName(collection)) throw data({ error: "There is no such collection." }, { status: 404 });
  const clock = { now: Date.now(), timeZone: consoleServices(context).teamTimeZone };
  return { collection, label: COLLECTION_LABELS[collection].one, ...newEntryForm(collection, clock) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <NewEntryPage {...loaderData} />;
}
