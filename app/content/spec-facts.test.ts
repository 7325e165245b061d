/**
 * The specification's fixed facts about the site's copy: section titles, counts and orders it
 * states word for word. The content schemas check only shape and limits, so a marketer's edit
 * passes the build; an edit that breaks one of these facts fails here, naming the fact.
 */
import { describe, expect, it } from "vitest";
import { customerEntries, customerPath } from "#shared/content/customers.ts";
import { partners } from "#shared/content/partners.ts";
import { productPath, products } from "#shared/content/products.ts";
import { whitepapers } from "#shared/content/whitepapers.ts";
import { aboutPageData } from "~/pages/about/about-data.server";
import { customersData } from "~/pages/customers/customers-data.server";
import { homeData } from "~/pages/home/home-data.server";
import { ottPageData } from "~/pages/ott-app-development/ott-data.server";
import { productPageData } from "~/pages/product/product-data.server";
import { productsPageData } from "~/pages/products/products-data.server";
import { solutionsPageData } from "~/pages/solutions/solutions-data.server";
import { saraSpecialCards } from "../../tests/spec-facts.ts";
import { footerNavigation, primaryNavigation, productMenuItems } from "./navigation";
import { resourcesPage } from "./resources";

const titles = (list: readonly { title: string }[]) => list.map((entry) => entry.title);

describe("spec: products", () => {
  it("are the six products, in the mega menu's order", () => {
    expect(products.map((product) => productPath(product.slug))).toEqual([
      "/product/vivre",
      "/product/sara",
      "/product/blink",
      "/product/hospitality",
      "/product/adpilot",
      "/product/reelcraft",
    ]);
    expect(productMenuItems(products).map((item) => item.href)).toEqual(products.map((p) => productPath(p.slug)));
  });
});

describe("spec: navigation and footer", () => {
  it("has the six top links in order", () => {
    expect(primaryNavigation.map((link) => [link.label, link.href])).toEqual([
      ["Home", "/"],
      ["Solutions", "/solutions"],
      ["Products", "/products"],
      ["Customers", "/customers"],
      ["Resources", "/resources"],
      ["About Us", "/about"],
    ]);
  });

  it("links the footer to /, /solutions, /product/vivre, /customers, /resources and /about", () => {
    const footerHrefs = Object.values(footerNavigation).flatMap((links) => links.map((link) => link.href));
    expect(footerHrefs).toEqual(
      expect.arrayContaining(["/", "/solutions", "/product/vivre", "/customers", "/resources", "/about"]),
    );
  });

  it("names the footer's Explore links as the top navigation does", () => {
    expect(footerNavigation.explore).toEqual(primaryNavigation);
  });
});

describe("spec: home page", () => {
  const { content } = homeData();

  it("has the Book a meeting mail link with the subject Book A Demo", () => {
    expect(content.hero.demo).toEqual({ label: "Book a meeting", subject: "Book A Demo" });
  });

  it("lists the six products under Our products, each with two extra lines", () => {
    expect(content.products.title).toBe("Our products");
    expect(content.products.items).toHaveLength(6);
    for (const item of content.products.items) expect(item.extra, item.slug).toHaveLength(2);
  });

  it("shows the eight devices under OTT frontend application, tv first (the default)", () => {
    expect(content.devices.title).toBe("OTT frontend application");
    expect(content.devices.list.map((device) => device.id)).toEqual([
      "tv",
      "mobile",
      "tablet",
      "laptop",
      "dongle",
      "stb",
      "appleTV",
      "hbbtv",
    ]);
  });

  it("shows the 17 partner logos as the platforms and standards they are, grouped by kind", () => {
    expect(content.partners.eyebrow).toBe("Our partners");
    expect(partners).toHaveLength(17);
    expect(content.partners.groups.flatMap((group) => group.logos)).toHaveLength(17);
    // Named as the technology the apps are built for; no business partnership is claimed.
    expect(content.partners.subtitle).toContain("built and certified for");
    expect(content.partners.subtitle).not.toMatch(/partnership|partnered/i);
  });

  it("invites to the whitepapers and ends with Book a meeting", () => {
    expect(content.whitepapers.papers).toHaveLength(2);
    expect(content.contact.title).toBe("Book a meeting");
  });
});

describe("spec: about page", () => {
  const { content } = aboutPageData();

  it("has Our history with the five steps from 2017", () => {
    expect(content.history.title).toBe("Our history");
    expect(content.history.timeline.map((step) => [step.period, step.title])).toEqual([
      ["2017", "Company established"],
      ["2019-2020", "Expansion into ed-tech"],
      ["2020-2021", "Product diversification"],
      ["2022-2023", "AI strategy"],
      ["2024-2025", "R&D centre"],
    ]);
  });

  it("asks applicants to write with the subject Join Us", () => {
    expect(content.careers.apply.subject).toBe("Join Us");
  });
});

describe("spec: solutions page", () => {
  const content = solutionsPageData().content;

  it("has the spec's sections, six monetisation cards and three value cards", () => {
    expect(
      [content.tpx, content.custom, content.aggregation, content.why, content.editorial].map((part) => part.title),
    ).toEqual([
      "Template Platform Xpress",
      "Custom OTT application",
      "OTT content aggregation",
      "Why use our solution",
      "Editorial curation tools",
    ]);
    expect(content.monetisation.cards).toHaveLength(6);
    expect(content.value.cards).toHaveLength(3);
  });

  it("has the tabs VIVRE (the default), T.P.X (key sara) and Hospitality", () => {
    expect(content.editorial.tabs.map((tab) => [tab.label, tab.key])).toEqual([
      ["VIVRE", "vivre"],
      ["T.P.X", "sara"],
      ["Hospitality", "hospitality"],
    ]);
  });
});

describe("spec: OTT app development page", () => {
  const content = ottPageData().content;

  it("has Why develop OTT apps, the four TV platforms and the meeting section", () => {
    expect(content.why.title).toBe("Why develop OTT apps");
    expect(titles(content.platforms.cards)).toEqual(["Tizen", "webOS", "Android TV", "Roku"]);
    expect(content.demo.title).toBe("Book a meeting with our Smart TV team");
  });
});

describe("spec: products page", () => {
  const content = productsPageData().content;

  it("shows seven entries: the six products in the spec's order, then the seventh", () => {
    expect(content.entries.map((entry) => entry.href)).toEqual([
      "/product/vivre",
      "/product/hospitality",
      "/product/sara",
      "/product/blink",
      "/product/adpilot",
      "/product/reelcraft",
      "/solutions#tpx",
    ]);
  });

  it("labels each entry's button View More", () => {
    expect(content.moreLabel).toBe("View More");
  });
});

describe("spec: product pages", () => {
  it("give every product but S.A.R.A. three highlight cards", () => {
    for (const product of products.filter((entry) => entry.slug !== "sara")) {
      expect(productPageData(productPath(product.slug)).content.highlights, product.slug).toHaveLength(3);
    }
  });

  it("give S.A.R.A. its two feature cards, three-image S.A.R.A. Insights carousel and nine special cards", () => {
    const sara = productPageData("/product/sara").content;
    expect(titles(sara.highlights)).toEqual(["Recommendations driven by AI", "Monetisation"]);
    expect(sara.carousel.title).toBe("S.A.R.A. Insights");
    expect(sara.carousel.slides).toHaveLength(3);
    expect(sara.special.title).toBe("What makes S.A.R.A. special");
    expect(titles(sara.special.cards)).toEqual(saraSpecialCards);
  });
});

describe("spec: customers", () => {
  it("have story pages at the spec's paths, /xyz a placeholder", () => {
    expect(customerEntries.map((entry) => customerPath(entry.slug))).toEqual([
      "/astro",
      "/dialog",
      "/dishtv",
      "/emiratus",
      "/kaltura",
      "/reshet",
      "/xyz",
    ]);
    expect(customerEntries.filter((entry) => entry.placeholder).map((entry) => entry.slug)).toEqual(["xyz"]);
  });

  it("fill the Customers page: six logos, a Gallery of 7 images and a Features row of 3", () => {
    const { content } = customersData();
    expect(content.logos.customers).toHaveLength(6);
    expect(content.gallery.slides).toHaveLength(7);
    expect(content.features.items).toHaveLength(3);
  });
});

describe("spec: resources page", () => {
  it("offers the two whitepapers under Want access to a whitepaper? Sign up today!", () => {
    expect(resourcesPage.whitepapers.items.map((item) => item.id)).toEqual(whitepapers.map((paper) => paper.id));
    expect(resourcesPage.whitepapers.items).toHaveLength(2);
    expect(resourcesPage.signup.title).toBe("Want access to a whitepaper? Sign up today!");
  });

  it("features four articles first, the spec's four in order, and Show More adds three", () => {
    const { blog } = resourcesPage;
    expect(blog.initialCount).toBe(4);
    expect(blog.step).toBe(3);
    expect(blog.articles.slice(0, 4).map((article) => article.path)).toEqual([
      "/gamification",
      "/contentdiscoverysearch",
      "/blogpagepersonalization",
      "/blogpageautomation",
    ]);
  });
});
