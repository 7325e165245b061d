import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect, useRef } from "react";
// The forms' styles come with the page, not with their code: the server-rendered form must look
// finished long before (or without) its code loading. (A bare import would be dropped as unused.)
import formStyles from "./Forms.module.css";

/** A lead form's code, loaded on first use; made once per form, at module level. */
export interface DeferredFormCode<P extends object> {
  Form: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading (once). */
  load: () => void;
}

export function deferFormCode<P extends object>(load: () => Promise<ComponentType<P>>): DeferredFormCode<P> {
  let open: () => void = () => {};
  const firstUse: Promise<void> =
    typeof window === "undefined"
      ? Promise.resolve()
      : new Promise((resolve) => {
          open = resolve;
        });
  return {
    Form: lazy(() => firstUse.then(load).then((component) => ({ default: component }))),
    load: () => open(),
  };
}

const USE_EVENTS = ["focusin", "pointerdown"] as const;

interface DeferredFormProps<P extends object> {
  code: DeferredFormCode<P>;
  formProps: P;
  /** Also load when the form comes within 600 px of the viewport (the home page's contact form). */
  nearViewport?: boolean;
}

/**
 * A lead form whose code (its validation schemas, the proof-of-work client) loads on first use:
 * a focus or pointer press inside it, a change of its props (the visitor picked another
 * whitepaper), or, with `nearViewport`, when it scrolls near. Until then its server-rendered HTML
 * is a plain form that posts to the page's route action, so it works before and without its code,
 * and a page whose form is not used loads none of it (about 14 KB). Rendered without server HTML
 * (after a client-side navigation), it loads at once.
 */
export function DeferredForm<P extends object>({ code, formProps, nearViewport = false }: DeferredFormProps<P>) {
  const frame = useRef<HTMLDivElement>(null);
  const firstProps = useRef(formProps);
  const { Form, load } = code;

  useEffect(() => {
    const element = frame.current;
    if (!element?.querySelector("form")) {
      load();
      return;
    }
    // Listened for on the window, in the capture phase: React stops events aimed at content it has
    // not hydrated yet (to replay them later), so they never reach a listener on the element itself.
    const loadOnUse = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) load();
    };
    for (const type of USE_EVENTS) window.addEventListener(type, loadOnUse, { capture: true });
    const observer =
      nearViewport && typeof IntersectionObserver !== "undefined"
        ? new IntersectionObserver(([entry]) => entry?.isIntersecting && load(), { rootMargin: "600px" })
        : undefined;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      for (const type of USE_EVENTS) window.removeEventListener(type, loadOnUse, { capture: true });
    };
  }, [load, nearViewport]);

  useEffect(() => {
    if (formProps !== firstProps.current) load();
  });

  return (
    <div ref={frame} className={formStyles.deferredFrame}>
      <Suspense fallback={<p role="status">Loading the form…</p>}>
        <Form {...formProps} />
      </Suspense>
    </div>
  );
}
