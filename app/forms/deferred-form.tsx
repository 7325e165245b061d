import {
  type ComponentType,
  createElement,
  type LazyExoticComponent,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
// The forms' styles come with the page, not with their code: the server-rendered form must look
// finished long before (or without) its code loading. (A bare import would be dropped as unused.)
import formStyles from "./Forms.module.css";

/** A lead form's code, loaded on first use; made once per form, at module level. */
export interface DeferredFormCode<P extends object> {
  Form: LazyExoticComponent<ComponentType<P & TakeOverProps>>;
  /** Starts loading (once). */
  load: () => void;
}

interface TakeOverProps {
  /** Called once the form's code has taken over its server-rendered HTML (hydrated it in place). */
  onTakeOver: () => void;
}

/** The form, reporting when it has taken over. */
function takingOver<P extends object>(Form: ComponentType<P>): ComponentType<P & TakeOverProps> {
  return function TakingOver({ onTakeOver, ...formProps }: P & TakeOverProps) {
    useEffect(onTakeOver, [onTakeOver]);
    return createElement(Form, formProps as P);
  };
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
    Form: lazy(() => firstUse.then(load).then((component) => ({ default: takingOver(component) }))),
    load: () => open(),
  };
}

const USE_EVENTS = ["focusin", "pointerdown"] as const;

/**
 * Whether the props ask for something else (another whitepaper). Callbacks are left out: a parent
 * re-rendering (React Router does once after hydrating) passes new ones that mean the same.
 */
function valuesDiffer(next: object, first: object): boolean {
  const before = first as Record<string, unknown>;
  return Object.entries(next).some(([key, value]) => typeof value !== "function" && value !== before[key]);
}

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
 *
 * What the visitor types before the code arrives stays: the code hydrates the very same inputs
 * (uncontrolled, so React leaves their values alone). React can only do that while the form's
 * boundary gets no update; an update before then (a parent re-rendering, the carousel picking
 * another paper) would make it throw the server HTML away and render fresh, empty inputs. So the
 * boundary keeps its first props until the form reports that it has taken over.
 */
export function DeferredForm<P extends object>({ code, formProps, nearViewport = false }: DeferredFormProps<P>) {
  const frame = useRef<HTMLDivElement>(null);
  const firstProps = useRef(formProps);
  const [takenOver, setTakenOver] = useState(false);
  const { Form, load } = code;
  const shownProps = takenOver ? formProps : firstProps.current;
  const markTakenOver = useCallback(() => setTakenOver(true), []);

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
    if (valuesDiffer(formProps, firstProps.current)) load();
  });

  // The same element while the props are the same, so React sees no update to the boundary.
  const boundary = useMemo(
    () => (
      <Suspense fallback={<p role="status">Loading the form…</p>}>
        <Form {...shownProps} onTakeOver={markTakenOver} />
      </Suspense>
    ),
    [Form, shownProps, markTakenOver],
  );
  return (
    <div ref={frame} className={formStyles.deferredFrame}>
      {boundary}
    </div>
  );
}
