import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { customerEntries } from "#shared/content/customers.ts";
import { customerStory, productCard, publishedStorySlugs } from "~/content/customer-stories";
import { type CustomerStory, customerStorySchema } from "~/content/schemas/customers";
import { CustomerStoryPage } from "./CustomerStoryPage";

function render(content: CustomerStory): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <CustomerStoryPage content={customerStorySchema.parse(content)} />
    </MemoryRouter>,
  );
}

const fixtureScreen = {
  avif: "/fixture.avif",
  webp: "/fixture.webp",
  width: 1400,
  height: 1000,
  alt: "The fixture's home screen on a TV",
};

const fixtureCustomer = { slug: "fixture-media", name: "Fixture Media", path: "/fixture-media" };

describe("customer story template", () => {
  it("renders only the parts of a story that exist", () => {
    const html = render({
      customer: fixtureCustomer,
      eyebrow: "Customer story",
      story: {
        summary: "A fixture story used only by this test, with a challenge and a quote but nothing else.",
        challenge: ["The challenge of the fixture, told in a sentence long enough to count."],
        quote: { text: "A quote that exists only in this test.", name: "A. Person", role: "Head of Testing" },
      },
      paragraphs: ["A fixture story used only by this test, with a challenge and a quote but nothing else."],
      placeholder: false,
    });
    expect(html).toContain("The challenge");
    expect(html).toContain("A quote that exists only in this test.");
    expect(html).toContain("Head of Testing");
    for (const absent of ["The solution", "Results", "Products used", 'id="overview"']) {
      expect(html).not.toContain(absent);
    }
  });

  it("shows results, solution, screens and the products used when the story has them", () => {
    const html = render({
      customer: fixtureCustomer,
      eyebrow: "Customer story",
      story: {
        summary: "A fixture story used only by this test, with results, a solution and products.",
        solution: ["The solution of the fixture, told in a sentence long enough to count."],
        results: [{ value: "2x", label: "A result that exists only in this test" }],
        products: [productCard("vivre")],
        screens: [
          { caption: "The screen the hero shows", image: fixtureScreen },
          { caption: "A screen of the fixture", image: { ...fixtureScreen, webp: "/fixture-2.webp" } },
        ],
      },
      paragraphs: ["A fixture story used only by this test, with results, a solution and products."],
      placeholder: false,
    });
    expect(html).toContain("The solution");
    expect(html).toContain("A result that exists only in this test");
    expect(html).toContain('href="/product/vivre"');
    expect(html).toContain("Products used");
    expect(html).toContain("At a glance");
    expect(html).toContain("A screen of the fixture");
    // The first screen leads the hero and is not repeated among the story's screens.
    expect(html.split('src="/fixture.webp"')).toHaveLength(2);
    expect(html).not.toContain("The screen the hero shows");
    expect(html).not.toContain("The challenge");
  });
});

describe("customer pages without a published story", () => {
  it("claim nothing about the customer: what we build for its kind of business, with one footnote", () => {
    for (const entry of customerEntries.filter((candidate) => !candidate.placeholder)) {
      const content = customerStory(entry.slug);
      expect(content?.story).toBeUndefined();
      const html = render(content as CustomerStory);
      expect(html).toContain(`${entry.name} is one of the teams we work with.`);
      expect(html).toContain(`No case study with ${entry.name} is published yet`);
      expect(html.split("is published yet")).toHaveLength(2);
      expect(html).toContain('id="overview"');
      expect(html).toContain('href="/product/vivre"');
      expect(html).toContain('href="/ott-app-development"');
      for (const absent of ["The story", "Products used", "Results", "Quote"]) expect(html).not.toContain(absent);
      expect(html).not.toMatch(
        /together with|we are preparing|our customer|uses (VIVRE|S\.A\.R\.A\.|Blinks|AdPilot|ReelCraft)/i,
      );
    }
  });

  it("differ from one another: each customer's page has its own needs and example screens", () => {
    const pages = customerEntries
      .filter((candidate) => !candidate.placeholder)
      .map((entry) => customerStory(entry.slug)?.overview);
    const needTitles = pages.map((overview) => overview?.needs[0]?.title);
    expect(new Set(needTitles).size).toBe(pages.length);
    const heroImages = pages.map((overview) => overview?.hero.image.webp);
    expect(new Set(heroImages).size).toBe(pages.length);
    for (const overview of pages) {
      const needImages = overview?.needs.map((need) => need.image?.webp).filter(Boolean);
      expect(needImages, "the hero and the first need show different screens").not.toContain(overview?.hero.image.webp);
    }
  });

  it("never call a video platform company an operator", () => {
    const kaltura = customerStory("kaltura");
    expect(kaltura?.customer.kind).toBe("Video platform company");
    const { others: _, ...ownPage } = kaltura ?? {};
    expect(JSON.stringify(ownPage)).not.toMatch(/operator/i);
  });

  it("end with the other customers' pages, each once, never the page's own customer", () => {
    const listed = customerEntries.filter((candidate) => !candidate.placeholder);
    for (const entry of listed) {
      const html = render(customerStory(entry.slug) as CustomerStory);
      const others = html.slice(html.indexOf('id="more-customers"'));
      for (const other of listed) {
        const links = others.split(`href="/${other.slug}"`).length - 1;
        expect(links, `${entry.slug} → ${other.slug}`).toBe(other.slug === entry.slug ? 0 : 1);
      }
    }
  });

  it("end the strip of five other teams with a tile for all customers, and the placeholder's six without", () => {
    const withAll = render(customerStory("astro") as CustomerStory);
    expect(withAll.slice(withAll.indexOf('id="more-customers"'))).toContain('href="/customers"');
    const placeholder = render(customerStory("xyz") as CustomerStory);
    expect(placeholder.slice(placeholder.indexOf('id="more-customers"'))).not.toContain("All customers");
  });

  it("name a customer whose business is not certain by the page's angle, never by a kind of its own", () => {
    expect(customerStory("emiratus")?.eyebrow).toBe("Customer · For streaming services");
    expect(customerStory("dishtv")?.eyebrow).toBe("Customer");
  });

  it("agree with the registry: a page is indexable only when its story is published", () => {
    const published = customerEntries.filter((entry) => entry.storyPublished).map((entry) => entry.slug);
    expect(published).toEqual(publishedStorySlugs());
  });
});
