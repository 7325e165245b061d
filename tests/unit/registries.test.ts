/**
 * Adding a product, a partner or a customer means adding one registry entry (shared/content/)
 * and its assets. These tests add a fixture entry and show that every structure derived from
 * the registries picks it up: routes and router, sitemap, mega menu, footer, home sections,
 * partner logos and the files the asset generator writes.
 */
import { describe, expect, it } from "vitest";
import { type CustomerEntry, customerEntries } from "#shared/content/customers.ts";
import { type PartnerEntry, partners } from "#shared/content/partners.ts";
import { type ProductEntry, products } from "#shared/content/products.ts";
import { buildPageRoutes, type SiteCatalogue, siteCatalogue } from "#shared/site/route-table.ts";
import { footerProductLinks, productMenuItems } from "~/content/navigation";
import { partnerLogos } from "~/content/partners";
import type { VectorImage } from "~/content/types";
import { homeProductItems } from "~/pages/home/home-data.server";
import { routeConfig } from "~/route-config";
import {
  customerWordmarks,
  partnerWordmarks,
  productFiles,
  registries,
  registryFiles,
} from "../../scripts/assets/lib/registry-files.ts";
import { sitemapXml } from "../../server/publishing/site-files.ts";

const fixtureProduct = {
  slug: "fixture",
  name: "Fixture Studio",
  tagline: "A product that exists only in this test",
  gradient: { start: "#123456", end: "#ABCDEF" },
  platforms: "Web",
} as const satisfies ProductEntry;

const fixturePartner: PartnerEntry = { slug: "fixture-tv", name: "Fixture TV", kind: "device" };
const fixtureCustomer: CustomerEntry = { slug: "fixture-media", name: "Fixture Media" };

const withProduct = (entry: ProductEntry = fixtureProduct): SiteCatalogue => ({
  ...siteCatalogue,
  products: [...products, entry],
});

const stubGlyph = (slug: string): VectorImage => ({ src: `${slug}/glyph.svg`, width: 48, height: 48 });

describe("adding a product to the registry", () => {
  const routes = buildPageRoutes(withProduct());

  it("adds its page to the route table, under Products, served by the one product route module", () => {
    expect(routes.find((route) => route.path === "/product/fixture")).toEqual({
      path: "/product/fixture",
      label: "Fixture Studio",
      file: "routes/product.tsx",
      kind: "product",
      parent: "/products",
    });
    expect(routes.filter((route) => route.kind === "product")).toHaveLength(products.length + 1);
  });

  it("gives the router a route with its own id for the page, inside the site's layout", () => {
    const site = routeConfig(routes).find((entry) => entry.id === "site");
    expect(site?.children).toContainEqual(
      expect.objectContaining({ id: "product-fixture", path: "/product/fixture", file: "routes/product.tsx" }),
    );
  });

  it("leaves a studio entry of the table (pulled into the repository) to the one catch-all route", () => {
    const withEntry = buildPageRoutes({
      ...withProduct(),
      entries: [{ collection: "article", slug: "match-day", label: "Match day" }],
    });
    expect(withEntry.find((route) => route.path === "/match-day")).toMatchObject({
      kind: "article",
      parent: "/resources",
    });
    const site = routeConfig(withEntry).find((entry) => entry.id === "site");
    expect(site?.children?.filter((entry) => entry.file === "routes/collection-entry.tsx")).toEqual([
      expect.objectContaining({ path: "*" }),
    ]);
  });

  it("lists the page in the sitemap", () => {
    expect(sitemapXml(routes, "https://horizon.example.com", "2026-01-31")).toContain(
      "<loc>https://horizon.example.com/product/fixture</loc><lastmod>2026-01-31</lastmod><priority>0.9</priority>",
    );
  });

  it("adds a mega menu card after the others", () => {
    expect(productMenuItems([...products, fixtureProduct]).at(-1)).toEqual({
      slug: "fixture",
      href: "/product/fixture",
      title: "Fixture Studio",
      tagline: "A product that exists only in this test",
    });
  });

  it("joins the footer's product links when marked inFooter", () => {
    const links = footerProductLinks([...products, { ...fixtureProduct, inFooter: true }]);
    expect(links.map((link) => link.href)).toEqual(["/product/vivre", "/product/fixture"]);
    expect(footerProductLinks([...products, fixtureProduct])).not.toContainEqual(
      expect.objectContaining({ href: "/product/fixture" }),
    );
  });

  it("adds an item with its glyph to Our products, with its home copy", () => {
    const copy = {
      extra: { ...Object.fromEntries(products.map((p) => [p.slug, ["A line."]])), fixture: ["Fixture line."] },
    };
    const items = homeProductItems([...products, fixtureProduct], copy, stubGlyph);
    expect(items.at(-1)).toMatchObject({
      slug: "fixture",
      name: "Fixture Studio",
      path: "/product/fixture",
      glyph: { src: "fixture/glyph.svg" },
      extra: ["Fixture line."],
    });
  });

  it("fails with the document and field when its home copy is missing", () => {
    expect(() => homeProductItems([fixtureProduct], { extra: {} }, stubGlyph)).toThrow(
      "Invalid content in home page (app/content/home.ts): products.extra.fixture is missing",
    );
  });

  it("asks the asset generator for its card, four screens, logo and glyph", () => {
    expect(productFiles([fixtureProduct])).toEqual([
      {
        slug: "fixture",
        card: "products/fixture/card",
        screens: [1, 2, 3, 4].map((n) => `products/fixture/screen-${n}`),
        logo: "products/fixture/logo.svg",
        glyph: "products/fixture/glyph.svg",
      },
    ]);
    const files = registryFiles({ ...registries, products: [...products, fixtureProduct] });
    expect(files).toEqual(expect.arrayContaining(["products/fixture/card.avif", "products/fixture/screen-4.webp"]));
    expect(files).toContain("products/fixture/logo.svg");
    expect(files).toContain("products/fixture/glyph.svg");
  });
});

describe("adding a partner to the registry", () => {
  const list = [...partners, fixturePartner];

  it("adds its logo to the home page, the Partners page and the customer pages, after the others", () => {
    const logoOf = (stem: string): VectorImage => ({ src: `/${stem}.svg`, width: 200, height: 60 });
    expect(partnerLogos(list, logoOf)).toHaveLength(partners.length + 1);
    expect(partnerLogos(list, logoOf).at(-1)).toEqual({
      name: "Fixture TV",
      logo: { src: "/partners/fixture-tv.svg", width: 200, height: 60 },
    });
  });

  it("asks the asset generator for its wordmark", () => {
    expect(partnerWordmarks(list).at(-1)).toEqual({
      file: "partners/fixture-tv.svg",
      name: "Fixture TV",
      slug: "fixture-tv",
    });
    expect(registryFiles({ ...registries, partners: list })).toContain("partners/fixture-tv.svg");
  });
});

describe("adding a customer to the registry", () => {
  const catalogue: SiteCatalogue = { ...siteCatalogue, customers: [...customerEntries, fixtureCustomer] };

  it("adds its story page under Customers, out of search engines until its story is published", () => {
    const routes = buildPageRoutes(catalogue);
    expect(routes.find((route) => route.path === "/fixture-media")).toMatchObject({
      kind: "customer",
      parent: "/customers",
      file: "routes/customer.tsx",
      noindex: true,
    });
    expect(sitemapXml(routes, "https://horizon.example.com", "2026-01-31")).not.toContain("/fixture-media<");

    const published = buildPageRoutes({
      ...siteCatalogue,
      customers: [...customerEntries, { ...fixtureCustomer, storyPublished: true }],
    });
    expect(published.find((route) => route.path === "/fixture-media")?.noindex).toBe(false);
    expect(sitemapXml(published, "https://horizon.example.com", "2026-01-31")).toContain(
      "<loc>https://horizon.example.com/fixture-media</loc>",
    );
  });

  it("asks the asset generator for its wordmark, unless it is a placeholder", () => {
    expect(customerWordmarks(catalogue.customers).at(-1)).toEqual({
      file: "customers/fixture-media.svg",
      name: "Fixture Media",
      slug: "fixture-media",
    });
    expect(customerWordmarks([{ ...fixtureCustomer, placeholder: true }])).toEqual([]);
  });
});
