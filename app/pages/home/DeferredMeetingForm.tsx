import { lazy, Suspense, useEffect, useRef } from "react";

/**
 * Opens when the contact section nears the viewport (or is touched). On the server it is open
 * from the start, so the form is always in the pre-rendered HTML.
 */
let openGate: () => void = () => {};
const gate: Promise<void> =
  typeof window === "undefined"
    ? Promise.resolve()
    : new Promise((resolve) => {
        openGate = resolve;
      });

const MeetingRequestForm = lazy(() =>
  gate.then(() => import("~/forms/MeetingRequestForm")).then((module) => ({ default: module.MeetingRequestForm })),
);

/**
 * The Book a Meeting form with its code (and validation schemas) loaded only when the visitor
 * comes near it. Until then the server-rendered form stays as it is: a plain HTML form that
 * posts to the page's route action, so it works even before its code arrives.
 */
export function DeferredMeetingForm() {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === "undefined") {
      openGate();
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) openGate();
      },
      { rootMargin: "600px" },
    );
    observer.observe(element);
    element.addEventListener("focusin", openGate, { once: true });
    element.addEventListener("pointerdown", openGate, { once: true });
    return () => {
      observer.disconnect();
      element.removeEventListener("focusin", openGate);
      element.removeEventListener("pointerdown", openGate);
    };
  }, []);

  return (
    <div ref={ref}>
      <Suspense fallback={<p role="status">Loading the form…</p>}>
        <MeetingRequestForm />
      </Suspense>
    </div>
  );
}
