import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Heading } from "./Heading";

describe("Heading", () => {
  it("keeps every hyphenated compound on one line, in plain text and inside a fragment", () => {
    const html = renderToStaticMarkup(
      <Heading level={1}>
        <>
          <em>AdPilot</em>: multi-channel ad management, real-time
        </>
      </Heading>,
    );
    expect(html).toMatch(/<span class="[^"]+">multi-channel<\/span>/);
    expect(html).toMatch(/<span class="[^"]+">real-time<\/span>/);
    expect(html).toContain("<em>AdPilot</em>: ");
  });

  it("leaves text without a hyphen as it is", () => {
    expect(renderToStaticMarkup(<Heading level={2}>What makes VIVRE special</Heading>)).toMatch(
      /^<h2 class="[^"]+">What makes VIVRE special<\/h2>$/,
    );
  });
});
