/**
 * The files `npm run assets` writes for the entries of the registries in shared/content/
 * (products, partners, customers): the generator writes exactly these and the asset test
 * requires each of them, so adding an entry asks for its artwork in both places at once.
 */
import { type CustomerEntry, customerEntries, listedCustomers } from "#shared/content/customers.ts";
import { type PartnerEntry, partners } from "#shared/content/partners.ts";
import { type ProductEntry, products } from "#shared/content/products.ts";

/** Each product has this many UI screens (products/<slug>/screen-1..n). */
export const SCREENS_PER_PRODUCT = 4;

export interface ProductFiles<Slug extends string = string> {
  slug: Slug;
  /** Raster stems (written as .avif and .webp). */
  card: string;
  screens: string[];
  logo: string;
  /** The product's mark alone, for lists that name the product beside it. */
  glyph: string;
}

export function productFiles<Slug extends string>(list: readonly { slug: Slug }[]): ProductFiles<Slug>[] {
  return list.map(({ slug }) => ({
    slug,
    card: `products/${slug}/card`,
    screens: Array.from({ length: SCREENS_PER_PRODUCT }, (_, index) => `products/${slug}/screen-${index + 1}`),
    logo: `products/${slug}/logo.svg`,
    glyph: `products/${slug}/glyph.svg`,
  }));
}

export interface WordmarkFile {
  file: string;
  name: string;
  /** Picks the mark's typographic style (scripts/assets/art/wordmarks.ts). */
  slug: string;
}

export function partnerWordmarks(list: readonly PartnerEntry[]): WordmarkFile[] {
  return list.map((entry) => ({ file: `partners/${entry.slug}.svg`, name: entry.name, slug: entry.slug }));
}

export function customerWordmarks(list: readonly CustomerEntry[]): WordmarkFile[] {
  return listedCustomers(list).map((entry) => ({
    file: `customers/${entry.slug}.svg`,
    name: entry.name,
    slug: entry.slug,
  }));
}

export interface Registries {
  products: readonly ProductEntry[];
  partners: readonly PartnerEntry[];
  customers: readonly CustomerEntry[];
}

export const registries: Registries = { products, partners, customers: customerEntries };

/** Every file the registries call for, relative to app/assets. */
export function registryFiles(from: Registries): string[] {
  return [
    ...productFiles(from.products).flatMap((files) => [
      ...[files.card, ...files.screens].flatMap((stem) => [`${stem}.avif`, `${stem}.webp`]),
      files.logo,
      files.glyph,
    ]),
    ...partnerWordmarks(from.partners).map((mark) => mark.file),
    ...customerWordmarks(from.customers).map((mark) => mark.file),
  ];
}
