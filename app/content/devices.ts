/** The eight screens of the home page's device showcase (spec: tv is the default). */
export const deviceIds = ["tv", "mobile", "tablet", "laptop", "dongle", "stb", "appleTV", "hbbtv"] as const;
export type DeviceId = (typeof deviceIds)[number];

export interface Device {
  id: DeviceId;
  /** Button label. */
  label: string;
  /** One sentence shown under the preview. */
  caption: string;
  /** What the preview image shows. */
  alt: string;
}

export const devices: Device[] = [
  {
    id: "tv",
    label: "Smart TV",
    caption: "Tizen, webOS and Android TV apps built for the remote control and the living room.",
    alt: "A Smart TV showing a streaming app with rows of posters",
  },
  {
    id: "mobile",
    label: "Mobile",
    caption: "Android and iOS apps with downloads, casting and vertical video.",
    alt: "A phone showing the streaming app's home screen",
  },
  {
    id: "tablet",
    label: "Tablet",
    caption: "Layouts that use the larger screen for browsing and picture-in-picture.",
    alt: "A tablet showing the streaming app with a video player",
  },
  {
    id: "laptop",
    label: "Web",
    caption: "A fast, accessible web app for laptops and desktops.",
    alt: "A laptop showing the streaming web app in a browser",
  },
  {
    id: "dongle",
    label: "Dongle",
    caption: "Lightweight apps for HDMI streaming sticks with limited memory.",
    alt: "An HDMI streaming dongle plugged into the corner of a TV",
  },
  {
    id: "stb",
    label: "Set-top box",
    caption: "Operator set-top boxes with live TV, catch-up and on-demand in one guide.",
    alt: "A set-top box under a TV showing the streaming app",
  },
  {
    id: "appleTV",
    label: "Apple TV",
    caption: "tvOS apps that follow the platform's focus engine and design rules.",
    alt: "A small streaming box and remote next to a TV showing the app",
  },
  {
    id: "hbbtv",
    label: "HbbTV",
    caption: "Red-button apps that add on-demand video to broadcast channels.",
    alt: "A TV showing a broadcast channel with an HbbTV red-button overlay",
  },
];
