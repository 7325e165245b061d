import type { MetaDescriptor } from "react-router";

/** Title and robots rule of a console page. */
export function consoleMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} · Horizon console` }, { name: "robots", content: "noindex, nofollow" }];
}
