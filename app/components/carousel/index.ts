export { Carousel, type CarouselProps, SLIDESHOW_INTERVAL_MS } from "./Carousel";
