import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useCspNonce } from "~/lib/csp-nonce";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Where the recorder below keeps what was typed into each named control before the page's code ran. */
const RECORD = "horizonTypedEarly";

interface TypedEarlyRecord {
  byName: Map<string, string>;
  stop: () => void;
}

declare global {
  interface Window {
    [RECORD]?: TypedEarlyRecord;
  }
}

const RECORDER = `(function(){var byName=new Map();function keep(e){var t=e.target;if(t&&t.name)byName.set(t.name,t.value)}document.addEventListener("input",keep,true);window.${RECORD}={byName:byName,stop:function(){document.removeEventListener("input",keep,true)}}})();`;

/**
 * Records each named control's text as it is typed, pasted or autofilled, from the moment the HTML
 * is parsed until the page's code has taken over. React's hydration puts a text area's
 * server-rendered text back when it had any (inputs keep theirs), so without this record an edit
 * made before the code arrived would be lost. Rendered once, by the console's layout.
 */
export function TypedEarlyRecorder() {
  const nonce = useCspNonce();
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => window[RECORD]?.stop(), []);
  // What was typed early belongs to the page it was typed on.
  useEffect(() => {
    if (pathname !== firstPath.current) window[RECORD]?.byName.clear();
  }, [pathname]);
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RECORDER }} />;
}

/**
 * A control's value when the browser holds one that the server's HTML did not: typed, pasted or
 * autofilled before the page's code took over. Undefined when it still shows what was rendered.
 */
export function valueTypedEarly(control: Control): string | undefined {
  if (control instanceof HTMLSelectElement) {
    const rendered = [...control.options].find((option) => option.defaultSelected) ?? control.options[0];
    return control.value !== (rendered?.value ?? "") ? control.value : undefined;
  }
  if (control.type === "checkbox" || control.type === "radio" || control.type === "file") return undefined;
  if (control.value !== control.defaultValue) return control.value;
  const recorded = control instanceof HTMLTextAreaElement ? window[RECORD]?.byName.get(control.name) : undefined;
  return recorded !== undefined && recorded !== control.defaultValue ? recorded : undefined;
}

/** The named controls inside `root` that hold a value typed early, by their HTML name. */
export function valuesTypedEarly(root: HTMLElement): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const control of root.querySelectorAll<Control>("input[name], textarea[name], select[name]")) {
    const value = valueTypedEarly(control);
    if (value !== undefined) typed[control.name] = value;
  }
  return typed;
}
