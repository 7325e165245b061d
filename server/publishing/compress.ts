/** Brotli and gzip variants of a text body, made once (by the build or a publishing generation), never per request. */

import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Bodies this small gain too little to be worth a variant. */
export const MIN_COMPRESSED_BYTES = 512;

export const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|data|map)$/;

export interface Compressed {
  br: Buffer;
  gzip: Buffer;
}

/** The variants of `body`, or undefined when it is too small to compress. */
export async function compressBody(body: Buffer): Promise<Compressed | undefined> {
  if (body.length < MIN_COMPRESSED_BYTES) return undefined;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { br, gzip: gz };
}
