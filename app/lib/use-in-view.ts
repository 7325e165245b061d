import { type RefObject, useEffect, useState } from "react";

/** Whether the element is (near) the viewport; `once` keeps it true after the first sighting. */
export function useInView(ref: RefObject<Element | null>, { rootMargin = "200px", once = false } = {}): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const visible = entry?.isIntersecting ?? false;
        setInView(visible);
        if (visible && once) observer.disconnect();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, once]);
  return inView;
}
