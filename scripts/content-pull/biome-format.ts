/** JSON text as the repository's formatter writes it (`biome format`, the repository's biome.json). */
import { execFile } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const BIOME = path.join(ROOT, "node_modules", ".bin", "biome");

/** `file` is the path inside the repository the text is for: Biome picks the language and settings by it. */
export function biomeFormat(file: string, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(BIOME, ["format", `--stdin-file-path=${file}`], { cwd: ROOT }, (error, stdout, stderr) =>
      error ? reject(new Error(`biome could not format ${file}: ${stderr || error.message}`)) : resolve(stdout),
    );
    child.stdin?.end(text);
  });
}
