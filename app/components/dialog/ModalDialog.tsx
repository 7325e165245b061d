import { type KeyboardEvent, type MouseEvent, type ReactNode, useRef } from "react";
import { IconButton } from "~/components/ui";
import styles from "./ModalDialog.module.css";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Who opened each dialog, so focus can return there when it closes. */
const openers = new WeakMap<HTMLDialogElement, HTMLElement>();

function dialogById(id: string): HTMLDialogElement | null {
  const element = document.getElementById(id);
  return element instanceof HTMLDialogElement ? element : null;
}

/**
 * Invoker commands (`commandfor` + `command`) open and close the dialog natively, so it works
 * before hydration and without JavaScript; with JavaScript the handlers below take over to
 * manage focus. The attributes are not in React's types yet, hence the plain object.
 */
function command(dialogId: string, action: "show-modal" | "close") {
  return { commandfor: dialogId, command: action } as Record<string, string>;
}

interface DialogTriggerProps {
  dialogId: string;
  className?: string;
  children: ReactNode;
  "aria-describedby"?: string;
}

/** A button that opens the modal dialog with the given id. */
export function DialogTrigger({ dialogId, className, children, ...props }: DialogTriggerProps) {
  function open(event: MouseEvent<HTMLButtonElement>) {
    const dialog = dialogById(dialogId);
    if (!dialog) return;
    event.preventDefault();
    openers.set(dialog, event.currentTarget);
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>("[data-dialog-initial-focus]")?.focus();
  }
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      {...command(dialogId, "show-modal")}
      onClick={open}
      {...props}
    >
      {children}
    </button>
  );
}

interface ModalDialogProps {
  id: string;
  title: string;
  /** Short text under the title, announced as the dialog's description. */
  description?: string;
  children: ReactNode;
}

/**
 * A modal panel on the native <dialog>: the page behind is inert, Tab and Shift+Tab cycle
 * inside it, Escape, the close button and a click on the backdrop close it, and focus
 * returns to the button that opened it.
 */
export function ModalDialog({ id, title, description, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = `${id}-title`;
  const descriptionId = description ? `${id}-description` : undefined;

  function close(event: MouseEvent) {
    event.preventDefault();
    ref.current?.close();
  }

  function onClose() {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = openers.get(dialog);
    openers.delete(dialog);
    opener?.focus();
  }

  function trapFocus(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab") return;
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) event.currentTarget.close();
  }

  return (
    <dialog
      ref={ref}
      id={id}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={onClose}
      onKeyDown={trapFocus}
      onClick={closeOnBackdrop}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <div>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className={styles.description}>
                {description}
              </p>
            ) : null}
          </div>
          <IconButton label="Close" data-dialog-initial-focus="" {...command(id, "close")} onClick={close}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </IconButton>
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}
