/**
 * At start: a warning per stored draft or live version that today's schema rejects (a deploy
 * changed the schema after it was saved), with the document, version and zod issues (paths and
 * messages, never content or authors). The site meanwhile shows the newest valid version and the
 * studio shows the problems (decision 022). The check lives in the app, which knows the schemas.
 */
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import type { ConsoleContent, FindInvalidStoredVersions } from "#shared/console/content.ts";

export async function reportInvalidStoredContent(
  build: ServerBuild,
  store: Pick<ConsoleContent, "read">,
  logger: Pick<Logger, "warn" | "error">,
): Promise<number> {
  const find = (build.entry.module as { findInvalidStoredVersions?: FindInvalidStoredVersions })
    .findInvalidStoredVersions;
  if (!find) return 0;
  let invalid: Awaited<ReturnType<FindInvalidStoredVersions>>;
  try {
    invalid = await find(store);
  } catch (error) {
    // A report, not a gate: the pages skip invalid versions whether or not it ran.
    logger.error({ err: error }, "content: could not check the stored versions against today's schemas");
    return 0;
  }
  for (const { id, locale, which, version, problems } of invalid) {
    logger.warn(
      { document: id, locale, which, version, problems },
      `content: the ${which} version ${version} of ${id} does not satisfy today's schema; the site shows its newest valid version and the studio lists the problems`,
    );
  }
  return invalid.length;
}
