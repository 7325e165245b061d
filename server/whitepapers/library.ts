import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import { findWhitepaper, type Whitepaper, whitepapers } from "#shared/content/whitepapers.ts";
import type { WhitepaperFile } from "#shared/leads/intake.ts";
import { whitepaperDocuments } from "./documents/index.ts";
import { renderWhitepaperPdf } from "./render-pdf.ts";

/**
 * Generates every whitepaper PDF into `outDir` under its descriptive file name. Called by the
 * build, with `<build>/whitepapers` (not under the public client folder: the PDFs are handed
 * out only for a request).
 */
export async function writeWhitepapers(outDir: string): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  for (const paper of whitepapers) {
    const file = path.join(outDir, paper.fileName);
    await writeFile(file, await renderWhitepaperPdf(whitepaperDocuments[paper.id]));
    written.push(file);
  }
  return written;
}

/**
 * Hands out whitepaper PDFs from memory. Each file is read from the build output on
 * first use (or, when the build has not produced it, generated once) and then kept.
 */
export function createWhitepaperLibrary(options: { directory: string; logger?: Logger }) {
  const { directory } = options;
  const cache = new Map<string, Promise<WhitepaperFile>>();

  async function load(paper: Whitepaper): Promise<WhitepaperFile> {
    let bytes: Buffer;
    try {
      bytes = await readFile(path.join(directory, paper.fileName));
    } catch {
      options.logger?.warn({ whitepaper: paper.id, directory }, "whitepaper PDF not built; generating it in memory");
      bytes = await renderWhitepaperPdf(whitepaperDocuments[paper.id]);
    }
    return { id: paper.id, title: paper.title, fileName: paper.fileName, bytes, base64: bytes.toString("base64") };
  }

  return {
    /** The PDF for a catalogue id, or undefined for an unknown id. */
    get(id: string): Promise<WhitepaperFile> | undefined {
      const paper = findWhitepaper(id);
      if (!paper) return undefined;
      let file = cache.get(paper.id);
      if (!file) {
        file = load(paper);
        // A failed load is not cached, so the next request tries again.
        file.catch(() => cache.delete(paper.id));
        cache.set(paper.id, file);
      }
      return file;
    },
    /** Loads every paper now, so the first visitor does not wait. */
    async preload(): Promise<void> {
      await Promise.all(whitepapers.map((paper) => this.get(paper.id)));
    },
  };
}

export type WhitepaperLibrary = Pick<ReturnType<typeof createWhitepaperLibrary>, "get" | "preload">;

/**
 * The library, except for whitepapers an editor replaced with an uploaded PDF (server/media/):
 * those are read from the database on each request, so every instance hands out the same file
 * the moment it is replaced or reverted. The download keeps the whitepaper's file name.
 */
export function withUploadedPdfs(
  library: WhitepaperLibrary,
  media: { uploadedWhitepaperPdf(id: string): Promise<Buffer | undefined> },
): WhitepaperLibrary {
  return {
    get(id) {
      const generated = library.get(id);
      if (!generated) return undefined;
      return (async () => {
        const [file, uploaded] = await Promise.all([generated, media.uploadedWhitepaperPdf(id)]);
        return uploaded ? { ...file, bytes: uploaded, base64: uploaded.toString("base64") } : file;
      })();
    },
    preload: () => library.preload(),
  };
}
