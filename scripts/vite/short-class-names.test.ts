import path from "node:path";
import { describe, expect, it } from "vitest";
import { classesOf, shortClassNames } from "./short-class-names.ts";

const root = path.resolve("/repo");
const sheets: Record<string, string> = {
  "/repo/app/b/Card.module.css": ".card { margin: 0.5rem } .card:hover .title-text { color: red } /* .ignored */",
  "/repo/app/a/Hero.module.css": "@media (width >= 40em) { .hero { background: url(a.b.png) } } .hero > .media{}",
};
const read = (file: string) => sheets[file] ?? "";

describe("short class names for CSS modules", () => {
  it("reads the class selectors of a sheet, not numbers, file names or comments", () => {
    expect(classesOf(sheets["/repo/app/b/Card.module.css"] as string)).toEqual(["card", "title-text"]);
    expect(classesOf(".a.b, .-c ._d {} .e\\:f {}")).toEqual(["a", "b", "-c", "_d", "e"]);
  });

  it("names each class of each file once, whatever order the files are listed or transformed in", () => {
    const files = Object.keys(sheets);
    const forward = shortClassNames(root, files, read);
    const backward = shortClassNames(root, [...files].reverse(), read);
    const names = [
      ["hero", "/repo/app/a/Hero.module.css"],
      ["media", "/repo/app/a/Hero.module.css?direct"],
      ["card", "/repo/app/b/Card.module.css"],
      ["title-text", "/repo/app/b/Card.module.css"],
    ] as const;
    const assigned = names.map(([local, file]) => forward(local, file));
    expect(assigned).toEqual(["_0", "_1", "_2", "_3"]);
    expect(names.map(([local, file]) => backward(local, file))).toEqual(assigned);
    // The same local name in another file is another class.
    expect(forward("card", "/repo/app/a/Hero.module.css")).not.toBe(forward("card", "/repo/app/b/Card.module.css"));
  });

  it("numbers the console's classes after every public one, so a class added to the console renames nothing public", () => {
    const withConsole: Record<string, string> = {
      ...sheets,
      "/repo/app/console/Panel.module.css": ".panel {} .row {}",
    };
    const readAll = (file: string) => withConsole[file] ?? "";
    const names = shortClassNames(root, Object.keys(withConsole), readAll);
    expect(names("hero", "/repo/app/a/Hero.module.css")).toBe("_0");
    expect(names("card", "/repo/app/b/Card.module.css")).toBe("_2");
    expect(names("panel", "/repo/app/console/Panel.module.css")).toBe("_4");
    const more: Record<string, string> = {
      ...withConsole,
      "/repo/app/console/Panel.module.css": ".another {} .panel {} .row {}",
    };
    const renamed = shortClassNames(root, Object.keys(more), (file) => more[file] ?? "");
    expect(renamed("card", "/repo/app/b/Card.module.css")).toBe(names("card", "/repo/app/b/Card.module.css"));
  });

  it("gives a class the table does not know a long name of its own, the same every time", () => {
    const names = shortClassNames(root, Object.keys(sheets), read);
    const late = names("late", "/repo/app/c/New.module.css");
    expect(late).toMatch(/^_late_[0-9a-f]{8}$/);
    expect(names("late", "/repo/app/c/New.module.css")).toBe(late);
  });
});
