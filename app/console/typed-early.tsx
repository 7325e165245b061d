import { useCspNonce } from "~/lib/csp-nonce";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Where the recorder below keeps what was typed into each control before the page's code ran. */
const RECORD = "horizonTypedEarly";

declare global {
  interface Window {
    [RECORD]?: WeakMap<EventTarget, string>;
  }
}

/**
 * Records every control's text as it is typed, pasted or autofilled, from the moment the HTML is
 * parsed. React's hydration puts a text area's server-rendered text back when it had any, so
 * without this record an edit made before the code arrived would be lost; inputs keep theirs.
 */
export function TypedEarlyRecorder() {
  const nonce = useCspNonce();
  const script = `window.${RECORD}=new WeakMap();document.addEventListener("input",function(e){window.${RECORD}.set(e.target,e.target.value)},true);`;
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
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
  const value =
    control instanceof HTMLTextAreaElement ? (window[RECORD]?.get(control) ?? control.value) : control.value;
  return value !== control.defaultValue ? value : undefined;
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
