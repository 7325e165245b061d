/** The small part of opentype.js (which ships no types) that font.ts uses. */
declare module "opentype.js" {
  export interface RenderOptions {
    kerning?: boolean;
    letterSpacing?: number;
  }
  export interface Path {
    toPathData(options?: { decimalPlaces?: number; optimize?: boolean; flipY?: boolean }): string;
    getBoundingBox(): { x1: number; y1: number; x2: number; y2: number };
  }
  export interface Font {
    unitsPerEm: number;
    ascender: number;
    descender: number;
    getPath(text: string, x: number, y: number, fontSize: number, options?: RenderOptions): Path;
    getAdvanceWidth(text: string, fontSize: number, options?: RenderOptions): number;
  }
  const opentype: { parse(buffer: ArrayBuffer): Font };
  export default opentype;
}
