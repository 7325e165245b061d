import { describe, expect, it } from "vitest";
import { findPageRoute, type PageRoute, pageRoutes } from "#shared/site/route-table.ts";
import { siteConfig, siteConfigFrom } from "~/config/site";
import { seoFor } from "./page-data.server";
import { breadcrumbTrail, type JsonLd, organizationJsonLd, structuredDataFor } from "./structured-data.server";

function route(path: string): PageRoute {
  const found = findPageRoute(path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
}

function ofType(data: JsonLd[], type: string): JsonLd {
  const found = data.find((entry) => entry["@type"] === type);
  if (!found) throw new Error(`no ${type} in ${JSON.stringify(data)}`);
  return found;
}

const base = { title: "A title", description: "A description of the page." };

describe("structured data", () => {
  it("describes the company on the home page: legal name, address, and no contact values that are not configured", () => {
    const data = structuredDataFor({ route: route("/"), ...base });
    expect(ofType(data, "Organization")).toEqual(organizationJsonLd());
    const organization = organizationJsonLd(siteConfigFrom({ siteUrl: siteConfig.siteUrl, email: {}, social: {} }));
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      name: "Horizon",
      legalName: "Horizon",
      url: `${siteConfig.siteUrl}/`,
      logo: `${siteConfig.siteUrl}/share/logo.png`,
      address: {
        "@type": "PostalAddress",
        streetAddress: "HSR Layout",
        addressLocality: "Bengaluru",
        postalCode: "560102",
        addressCountry: "IN",
      },
    });
    for (const key of ["telephone", "email", "sameAs", "contactPoint"]) expect(organization).not.toHaveProperty(key);
    expect(data.some((entry) => entry["@type"] === "BreadcrumbList")).toBe(false);
  });

  it("adds the configured phone, e-mail addresses and social profiles", () => {
    const organization = organizationJsonLd(
      siteConfigFrom({
        siteUrl: siteConfig.siteUrl,
        legalName: "Horizon Streaming Pvt. Ltd.",
        phone: "+91 80 1234 5678",
        email: { general: "hello@horizon.test", sales: "sales@horizon.test" },
        social: { linkedin: "https://www.linkedin.com/company/horizon-test" },
      }),
    );
    expect(organization).toMatchObject({
      legalName: "Horizon Streaming Pvt. Ltd.",
      email: "hello@horizon.test",
      telephone: "+918012345678",
      sameAs: ["https://www.linkedin.com/company/horizon-test"],
      contactPoint: [
        expect.objectContaining({ contactType: "sales", telephone: "+918012345678", email: "sales@horizon.test" }),
        expect.objectContaining({ contactType: "customer support", email: "hello@horizon.test" }),
      ],
    });
  });

  it("gives every other page a breadcrumb trail from Home through its parent", () => {
    for (const page of pageRoutes.filter((entry) => entry.path !== "/")) {
      const data = structuredDataFor({ route: page, ...base });
      const list = ofType(data, "BreadcrumbList");
      const items = list.itemListElement as { position: number; name: string; item: string }[];
      expect(items[0]).toEqual({ "@type": "ListItem", position: 1, name: "Home", item: `${siteConfig.siteUrl}/` });
      expect(items.at(-1)).toMatchObject({ name: page.label, item: `${siteConfig.siteUrl}${page.path}` });
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
      expect(items).toHaveLength(page.parent ? 3 : 2);
    }
  });

  it("puts the parent's label in the middle of the trail", () => {
    expect(breadcrumbTrail(route("/product/sara")).map((step) => step.label)).toEqual(["Home", "Products", "S.A.R.A."]);
    expect(breadcrumbTrail(route("/gamification")).map((step) => step.path)).toEqual([
      "/",
      "/resources",
      "/gamification",
    ]);
  });

  it("describes each product page as a business SoftwareApplication without prices or ratings", () => {
    for (const page of pageRoutes.filter((entry) => entry.kind === "product")) {
      const app = ofType(structuredDataFor({ route: page, ...base }), "SoftwareApplication");
      expect(app).toMatchObject({
        name: page.label,
        description: base.description,
        applicationCategory: "BusinessApplication",
        url: `${siteConfig.siteUrl}${page.path}`,
      });
      expect(typeof app.operatingSystem).toBe("string");
      expect(app).not.toHaveProperty("offers");
      expect(app).not.toHaveProperty("aggregateRating");
    }
  });

  it("describes articles with headline, date, author, image and publisher", () => {
    const data = structuredDataFor({
      route: route("/gamification"),
      ...base,
      article: { datePublished: "2024-03-04", author: "Asha Rao", image: "/assets/hero.webp" },
    });
    expect(ofType(data, "BlogPosting")).toMatchObject({
      headline: base.title,
      datePublished: "2024-03-04",
      dateModified: "2024-03-04",
      author: { "@type": "Person", name: "Asha Rao" },
      image: [`${siteConfig.siteUrl}/assets/hero.webp`],
      publisher: {
        "@type": "Organization",
        name: siteConfig.brand,
        logo: { url: `${siteConfig.siteUrl}/share/logo.png` },
      },
    });
  });

  it("credits the company when an article has no named author, and uses the share image by default", () => {
    const article = ofType(structuredDataFor({ route: route("/blogpageautomation"), ...base }), "BlogPosting");
    expect(article.author).toMatchObject({ "@type": "Organization", name: siteConfig.brand });
    expect(article.image).toEqual([`${siteConfig.siteUrl}/share/article.png`]);
    expect(article).not.toHaveProperty("datePublished");
  });

  it("is filled in by seoFor for every page and survives a JSON round trip", () => {
    for (const page of pageRoutes) {
      const seo = seoFor(page.path);
      expect(seo.jsonLd.length).toBeGreaterThan(0);
      expect(JSON.parse(JSON.stringify(seo.jsonLd))).toEqual(seo.jsonLd);
    }
    const withExtra = seoFor("/Product/Vivre", { extraJsonLd: [{ "@type": "Thing" }] });
    expect(withExtra.jsonLd.map((entry) => entry["@type"])).toEqual(["BreadcrumbList", "SoftwareApplication", "Thing"]);
  });
});
