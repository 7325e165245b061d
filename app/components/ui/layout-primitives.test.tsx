import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Cluster } from "./Cluster";
import { Grid } from "./Grid";
import { Split } from "./Split";
import { Stack } from "./Stack";

describe("Split", () => {
  it("writes only the custom properties it is given, so its stylesheet's defaults apply", () => {
    expect(renderToStaticMarkup(<Split>text</Split>)).not.toContain("style=");
    const html = renderToStaticMarkup(
      <Split as="article" columns="minmax(0, 5fr) minmax(0, 7fr)" gap={6} wideGap={8} align="start" reverse>
        text
      </Split>,
    );
    expect(html).toMatch(/^<article class="[^"]*"/);
    expect(html).toContain(
      'style="--split-columns:minmax(0, 5fr) minmax(0, 7fr);--split-gap:var(--space-6);--split-gap-wide:var(--space-8);--split-align:start"',
    );
  });

  it("keeps the caller's own style and class", () => {
    const html = renderToStaticMarkup(
      <Split gap={5} className="own" style={{ marginTop: 0 }}>
        text
      </Split>,
    );
    expect(html).toContain("own");
    expect(html).toContain('style="--split-gap:var(--space-5);margin-top:0"');
  });
});

describe("Grid", () => {
  it("gives each breakpoint it is told of its tracks; one column is no template at all", () => {
    const html = renderToStaticMarkup(
      <Grid as="ul" cols={{ base: 1, sm: 3, md: 4, lg: 5 }} gap={0}>
        <li>cell</li>
      </Grid>,
    );
    expect(html).toContain(
      'style="--grid-base:none;--grid-sm:repeat(3, minmax(0, 1fr));--grid-md:repeat(4, minmax(0, 1fr));--grid-lg:repeat(5, minmax(0, 1fr));--grid-gap:0"',
    );
  });
});

describe("Stack and Cluster", () => {
  it("write only the custom properties they are given", () => {
    expect(renderToStaticMarkup(<Stack>text</Stack>)).not.toContain("style=");
    expect(renderToStaticMarkup(<Cluster>text</Cluster>)).not.toContain("style=");
    expect(
      renderToStaticMarkup(
        <Stack as="section" gap={5} align="start">
          text
        </Stack>,
      ),
    ).toMatch(/^<section class="[^"]*" style="--stack-gap:var\(--space-5\);--stack-align:start">/);
    expect(
      renderToStaticMarkup(
        <Cluster as="nav" gap={2} align="end" justify="space-between">
          text
        </Cluster>,
      ),
    ).toMatch(
      /^<nav class="[^"]*" style="--cluster-gap:var\(--space-2\);--cluster-align:end;--cluster-justify:space-between">/,
    );
  });
});
