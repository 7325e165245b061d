/** The client build's chunks of each route module and lazily imported module (scripts/vite/client-chunks.ts). */
declare module "virtual:client-chunks" {
  export const clientChunks: Readonly<Record<string, { scripts: string[]; styles: string[] }>>;
}
