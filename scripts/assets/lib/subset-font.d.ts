/** The part of subset-font (HarfBuzz's hb-subset compiled to WebAssembly) that scripts/assets/fonts.ts uses. */
declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    /** OpenType feature tags to keep; all of them when left out. */
    keepFeatures?: string[];
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
