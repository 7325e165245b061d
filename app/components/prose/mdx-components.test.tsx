import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { documentComponents } from "./mdx-components.server";

const { Flows, Flow } = documentComponents;

describe("<Flows>", () => {
  it("draws each lane as a titled, ordered list of its steps under one captioned figure", () => {
    const html = renderToStaticMarkup(
      <Flows caption="Two ways in.">
        <Flow title="First lane" steps={["Ask", "Answer", "Play"]} />
        <Flow title="Second lane" steps={["Stitch", "Stream"]} />
      </Flows>,
    );
    expect(html.match(/<figure /g)).toHaveLength(1);
    expect(html).toContain("<figcaption");
    expect(html).toContain("Two ways in.");
    expect(html.match(/<ol /g)).toHaveLength(2);
    expect(html).toContain("--steps:3");
    expect(html).toContain("--steps:2");
    expect(html.indexOf("Ask")).toBeLessThan(html.indexOf("Play"));
  });
});
