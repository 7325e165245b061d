/**
 * At start: a warning per document whose stored draft or live version today's schema rejects (a
 * deploy changed the schema after it was saved), with the versions and zod issues (paths and
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
  const byDocument = Map.groupBy(invalid, (entry) => `${entry.id} (${entry.locale})`);
  for (const [document, entries] of byDocument) {
    const versions = entries.map(({ which, version, problems }) => ({ which, version, problems }));
    logger.warn(
      { document, versions },
      `content: today's schema rejects ${entries.map(({ which, version }) => `the ${which} version ${version}`).join(" and ")} of ${document}; the site shows the newest valid version and the studio lists the problems`,
    );
  }
  return byDocument.size;
}
