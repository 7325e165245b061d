import type { ImageRendition, ResponsiveImage } from "~/content/types";
import { PHONE_CROP_MEDIA } from "./ScreenCrop";

interface PictureProps {
  image: ResponsiveImage;
  className?: string;
  /** Above-the-fold images load eagerly with high priority; everything else lazily. */
  priority?: boolean;
  sizes?: string;
  /** The same image at a smaller size, offered beside it (with `sizes`) for narrow screens. */
  smaller?: ImageRendition;
  /** The region phones show, drawn as its own image (inside a ScreenCrop whose region carries it). */
  phoneCrop?: ImageRendition;
}

/** A srcset of the image's renditions in one format, with width descriptors. */
function candidates(renditions: readonly ImageRendition[], format: "avif" | "webp"): string {
  return renditions.map((rendition) => `${rendition[format]} ${rendition.width}w`).join(", ");
}

/** An AVIF image with a WebP fallback, explicit dimensions and lazy loading by default. */
export function Picture({ image, className, priority = false, sizes, smaller, phoneCrop }: PictureProps) {
  const renditions = smaller ? [smaller, image] : [image];
  return (
    <picture>
      {phoneCrop
        ? (["avif", "webp"] as const).map((format) => (
            <source
              key={format}
              media={PHONE_CROP_MEDIA}
              srcSet={phoneCrop[format]}
              type={`image/${format}`}
              width={phoneCrop.width}
              height={phoneCrop.height}
            />
          ))
        : null}
      {/* With `sizes`, every srcset candidate needs a width descriptor to be valid HTML. */}
      <source srcSet={sizes ? candidates(renditions, "avif") : image.avif} type="image/avif" sizes={sizes} />
      <img
        src={image.webp}
        srcSet={sizes && smaller ? candidates(renditions, "webp") : undefined}
        sizes={sizes && smaller ? sizes : undefined}
        alt={image.alt}
        width={image.width}
        height={image.height}
        className={className}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}
