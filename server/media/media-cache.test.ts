import { describe, expect, it } from "vitest";
import { cachedMediaFiles } from "./media-cache.ts";
import type { StoredFile } from "./media-store.ts";

function countingStore(sizes: Record<string, number>) {
  const reads: string[] = [];
  return {
    reads,
    async file(key: string): Promise<StoredFile | undefined> {
      reads.push(key);
      const size = sizes[key];
      return size === undefined ? undefined : { contentType: "image/avif", bytes: Buffer.alloc(size) };
    },
  };
}

describe("the media cache", () => {
  it("reads a file from the database once, then from memory", async () => {
    const store = countingStore({ "a.avif": 10 });
    const cache = cachedMediaFiles(store, 100);
    const first = await cache.file("a.avif");
    expect(await cache.file("a.avif")).toBe(first);
    expect(store.reads).toEqual(["a.avif"]);
  });

  it("does not keep a miss: an upload stored afterwards is found", async () => {
    const sizes: Record<string, number> = {};
    const store = countingStore(sizes);
    const cache = cachedMediaFiles(store, 100);
    expect(await cache.file("b.webp")).toBeUndefined();
    sizes["b.webp"] = 5;
    expect((await cache.file("b.webp"))?.bytes.length).toBe(5);
  });

  it("keeps the most recently read files within its bound, and no file over a quarter of it", async () => {
    const store = countingStore({
      "a.avif": 20,
      "b.avif": 20,
      "c.avif": 20,
      "d.avif": 20,
      "e.avif": 20,
      "big.avif": 30,
    });
    const cache = cachedMediaFiles(store, 80);
    await cache.file("a.avif");
    await cache.file("b.avif");
    await cache.file("a.avif"); // a is now more recently used than b
    for (const key of ["c.avif", "d.avif", "e.avif"]) await cache.file(key); // 100 bytes: b goes
    await cache.file("big.avif");
    store.reads.length = 0;
    for (const key of ["a.avif", "c.avif", "d.avif", "e.avif", "b.avif", "big.avif"]) await cache.file(key);
    expect(store.reads).toEqual(["b.avif", "big.avif"]);
  });
});
