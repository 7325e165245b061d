import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * Whether this browser can use passkeys: false while pre-rendered and without JavaScript,
 * so passkey controls only appear where they can work.
 */
export function usePasskeySupport(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => typeof window.PublicKeyCredential === "function",
    () => false,
  );
}
