import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useHydrated } from "./use-hydrated";

function Probe() {
  return <span>{useHydrated() ? "code runs" : "server HTML"}</span>;
}

describe("useHydrated", () => {
  it("is false in the server's HTML, so what hydrates matches it", () => {
    expect(renderToStaticMarkup(<Probe />)).toBe("<span>server HTML</span>");
  });
});
