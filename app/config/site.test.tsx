import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SiteSettings } from "#shared/site-settings.ts";
import { FooterContact } from "~/components/layout/footer/FooterContact";
import { SocialLinks } from "~/components/layout/footer/SocialLinks";
import { directContacts } from "~/content/book-meeting";
import { organizationJsonLd } from "~/lib/structured-data.server";
import { demoLink, salesFallback, siteConfigFrom } from "./site";

const UNCONFIGURED: SiteSettings = { siteUrl: "https://horizon.test", email: {}, social: {} };

const CONFIGURED: SiteSettings = {
  siteUrl: "https://horizon.test",
  legalName: "Horizon Streaming Pvt. Ltd.",
  phone: "+91 80 1234 5678",
  email: {
    general: "hello@horizon.test",
    sales: "sales@horizon.test",
    careers: "jobs@horizon.test",
    privacy: "privacy@horizon.test",
  },
  addressStreet: "27th Main Road",
  social: {
    youtube: "https://www.youtube.com/@horizon-test",
    linkedin: "https://www.linkedin.com/company/horizon-test",
  },
};

describe("site configuration without contact settings", () => {
  const config = siteConfigFrom(UNCONFIGURED);

  it("leaves every contact value out and names the company by its brand", () => {
    expect(config.legalName).toBe("Horizon");
    expect(config.phone).toBeUndefined();
    expect(config.email).toEqual({ general: undefined, sales: undefined, hr: undefined, privacy: undefined });
    expect(config.social).toEqual({ youtube: undefined, linkedin: undefined });
    expect(JSON.stringify(config)).not.toMatch(/example|0000/i);
  });

  it("sends demo requests to the Book a meeting page and adds no address to error messages", () => {
    expect(demoLink("Book A Demo", config)).toBe("/bookmeeting");
    expect(salesFallback(config)).toBe("");
  });

  it("shows the office address and plainly example contact details in the footer, linking nowhere real", () => {
    const html = renderToStaticMarkup(
      <>
        <FooterContact config={config} />
        <SocialLinks config={config} />
      </>,
    );
    expect(html).toContain("HSR Layout, Bengaluru 560102, India");
    expect(html).toContain("hello@example.com");
    expect(html).toContain("+91 80 0000 0000 (example)");
    expect(html).not.toContain("tel:");
    expect(html).not.toContain("mailto:");
    expect(html).toContain('href="https://example.com/youtube"');
    expect(html).toContain('href="https://example.com/linkedin"');
    expect(html).toContain('alt="YouTube (example link)"');
  });
});

describe("site configuration with contact settings", () => {
  const config = siteConfigFrom(CONFIGURED);

  it("uses the configured legal name, phone and addresses", () => {
    expect(config.legalName).toBe("Horizon Streaming Pvt. Ltd.");
    expect(config.phone).toEqual({ display: "+91 80 1234 5678", href: "+918012345678" });
    expect(config.email.hr).toBe("jobs@horizon.test");
    expect(demoLink("Book A Demo", config)).toBe("mailto:sales@horizon.test?subject=Book%20A%20Demo");
    expect(salesFallback(config)).toBe(", or write to us at sales@horizon.test");
  });

  it("shows the phone, e-mail and social links in the footer", () => {
    const html = renderToStaticMarkup(
      <>
        <FooterContact config={config} />
        <SocialLinks config={config} />
      </>,
    );
    expect(html).toContain("27th Main Road, HSR Layout, Bengaluru 560102, India");
    expect(html).toContain('href="tel:+918012345678"');
    expect(html).toContain('href="mailto:hello@horizon.test"');
    expect(html).toContain('href="https://www.youtube.com/@horizon-test"');
    expect(html).toContain('href="https://www.linkedin.com/company/horizon-test"');
  });
});

describe("the office address", () => {
  function shownAddresses(settings: SiteSettings) {
    const config = siteConfigFrom(settings);
    return {
      footer: renderToStaticMarkup(<FooterContact config={config} />),
      contact: directContacts(config).address,
      structured: organizationJsonLd(config).address,
    };
  }

  for (const [situation, settings, streetAddress] of [
    ["is the spec's locality when no street is configured", UNCONFIGURED, "HSR Layout"],
    ["puts the configured street before the locality everywhere it shows", CONFIGURED, "27th Main Road, HSR Layout"],
  ] as const) {
    it(situation, () => {
      const shown = shownAddresses(settings);
      expect(shown.footer).toContain(`>${streetAddress}, Bengaluru 560102, India<`);
      expect(shown.contact).toBe(`${streetAddress}, Bengaluru 560102`);
      expect(shown.structured).toMatchObject({ streetAddress, addressLocality: "Bengaluru", postalCode: "560102" });
    });
  }

  it("does not repeat the area when the configured street already names it", () => {
    const shown = shownAddresses({ ...CONFIGURED, addressStreet: "27th Main Road, HSR Layout" });
    expect(shown.contact).toBe("27th Main Road, HSR Layout, Bengaluru 560102");
  });
});
