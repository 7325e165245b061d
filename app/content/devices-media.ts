import { devices as sizes } from "~/assets/manifest.json";
import type { DeviceId } from "./devices";
import { imageSet } from "./media";
import type { ResponsiveImage } from "./types";

const deviceImage = imageSet(
  import.meta.glob<string>("/app/assets/devices/*.avif", { eager: true, query: "?url", import: "default" }),
  import.meta.glob<string>("/app/assets/devices/*.webp", { eager: true, query: "?url", import: "default" }),
  { devices: sizes },
);

/** The transparent device mock-up for a device (files are named in lower case). */
export function devicePreview(id: DeviceId, alt: string): ResponsiveImage {
  return deviceImage(`devices/${id.toLowerCase()}`, alt);
}
