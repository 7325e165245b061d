/**
 * What `content:pull` needs of the app, loaded through Vite (the registry reads its MDX and
 * pulled files with `import.meta.glob`, and its modules import images): the documents and
 * the studio's validation, the studio entries' documents and their pulled files.
 */

export { entryDocument } from "../../app/content/documents/collection-entries.ts";
export { pulledEntryFiles, pulledEntryFilesOf } from "../../app/content/documents/pulled-entries.ts";
export { contentDocuments } from "../../app/content/documents/registry.ts";
export { validateDocument } from "../../app/content/documents/validation.server.ts";
