import type { ResponsiveImage } from "~/content/types";

interface PictureProps {
  image: ResponsiveImage;
  className?: string;
  /** Above-the-fold images load eagerly with high priority; everything else lazily. */
  priority?: boolean;
  sizes?: string;
}

/** An AVIF image with a WebP fallback, explicit dimensions and lazy loading by default. */
export function Picture({ image, className, priority = false, sizes }: PictureProps) {
  return (
    <picture>
      {/* With `sizes`, every srcset candidate needs a width descriptor to be valid HTML. */}
      <source srcSet={sizes ? `${image.avif} ${image.width}w` : image.avif} type="image/avif" sizes={sizes} />
      <img
        src={image.webp}
        alt={image.alt}
        width={image.width}
        height={image.height}
        className={className}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
      />
    </picture>
  );
}
