import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./postbuild.ts";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes inline scripts exactly as written and skips external ones", () => {
    const html = `<script>window.a=1</script><script type="module">import "/x.js";</script><script src="/y.js"></script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import "/x.js";')]);
  });
});
