import { outline, outlineCentered } from "../lib/font.ts";
import { renderPng, writePng, writeSvg } from "../lib/output.ts";
import { C, PRODUCTS, product } from "../lib/palette.ts";
import { productFiles } from "../lib/registry-files.ts";
import { Defs, el, g, path, svgDocument } from "../lib/svg.ts";
import { horizonGlyph, productGlyph } from "./glyphs.ts";

/** Vector marks: Horizon brand and product logos (text as outlines). Wordmarks: wordmarks.ts. */

function vector(width: number, height: number, defs: Defs, body: readonly string[]): string {
  // No fixed pixel size: only a viewBox, so the page decides how large it is.
  return svgDocument(width, height, defs, body).replace(` width="${width}" height="${height}"`, "");
}

export async function brandAssets(): Promise<void> {
  // Navbar wordmark, 160 x 40.
  {
    const defs = new Defs("hz");
    const glyph = horizonGlyph(defs, 0, 2, 36);
    const word = outlineCentered("Horizon", 44, 21, { size: 25, weight: 700, spacing: -0.01 });
    await writeSvg("brand/horizon-logo.svg", vector(160, 40, defs, [glyph, path(word.d, { fill: C.text })]), {
      width: 160,
      height: 40,
    });
  }
  // Favicon: the glyph on a navy tile (visible on light and dark tab strips).
  {
    const defs = new Defs("fv");
    const body = [el("rect", { width: 48, height: 48, rx: 11, fill: C.bg }), horizonGlyph(defs, 6, 2, 36)];
    await writeSvg("brand/favicon.svg", vector(48, 48, defs, body), { width: 48, height: 48 });
  }
  // Apple touch icon: opaque square, iOS rounds the corners itself.
  {
    const defs = new Defs();
    const body = [el("rect", { width: 180, height: 180, fill: C.bg }), horizonGlyph(defs, 30, 16, 120)];
    const png = await renderPng(svgDocument(180, 180, defs, body), 180, 180);
    await writePng("brand/apple-touch-icon.png", png, { width: 180, height: 180 });
  }
}

/**
 * The logo of the templated platform T.P.X, in the same form as the product logos (the Products page
 * lists it among them): a tile in its gradient (app/content/products-page.ts) with a template symbol.
 */
async function tpxLogo(): Promise<void> {
  const defs = new Defs("tpx-");
  const fill = defs.linear(["#A78BFA", "#34D399"], 0, 0, 1, 1);
  const glyph = g({ transform: "translate(4 8)" }, [
    el("rect", { x: 0, y: 0, width: 48, height: 48, rx: 13, fill }),
    '<rect x="11" y="12" width="26" height="7" rx="2.5" fill="#fff"/><rect x="11" y="23" width="11" height="13" rx="2.5" fill="#fff"/><rect x="26" y="23" width="11" height="13" rx="2.5" fill="#fff" opacity="0.6"/>',
  ]);
  const word = outlineCentered("T.P.X", 66, 32, { size: 30, weight: 800, spacing: -0.01 });
  await writeSvg("solutions/tpx-logo.svg", vector(240, 64, defs, [glyph, path(word.d, { fill: C.text })]), {
    width: 240,
    height: 64,
  });
}

/** Product logo: gradient glyph + white wordmark, 240 x 64; and the glyph alone, 48 x 48. */
export async function productLogos(): Promise<void> {
  for (const { slug, logo, glyph } of productFiles(PRODUCTS)) {
    const entry = product(slug);
    {
      const defs = new Defs(`${entry.slug}-g`);
      await writeSvg(glyph, vector(48, 48, defs, [productGlyph(defs, entry.slug, 0, 0, 48)]), {
        width: 48,
        height: 48,
      });
    }
    const defs = new Defs(`${entry.slug}-`);
    const body = [productGlyph(defs, entry.slug, 4, 8, 48)];
    const x = 66;
    const maxW = 240 - x - 4;
    if (entry.slug === "hospitality") {
      const probe = outline("Hospitality", x, 35, { size: 26, weight: 800, spacing: -0.01 });
      const size = Math.min(26, (26 * maxW) / probe.width);
      body.push(path(outline("Hospitality", x, 35, { size, weight: 800, spacing: -0.01 }).d, { fill: C.text }));
      const fill = defs.linear(entry.gradient);
      body.push(path(outline("SUITE", x + 1, 52, { size: 11, weight: 800, spacing: 0.32 }).d, { fill }));
    } else {
      const size = 30;
      const probe = outline(entry.name, x, 0, { size, weight: 800, spacing: -0.01 });
      const fitted = Math.min(size, (size * maxW) / probe.width);
      const word = outlineCentered(entry.name, x, 32, { size: fitted, weight: 800, spacing: -0.01 });
      body.push(path(word.d, { fill: C.text }));
    }
    await writeSvg(logo, vector(240, 64, defs, body), { width: 240, height: 64 });
  }
  await tpxLogo();
}
