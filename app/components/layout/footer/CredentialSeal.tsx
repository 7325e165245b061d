import { useEffect, useRef } from "react";
import { siteConfig } from "~/config/site";

/**
 * Optional third-party business-credential seal. Off unless CREDENTIAL_SEAL_SCRIPT is set;
 * the script's origin must then also be allowed by the server's Content-Security-Policy.
 */
export function CredentialSeal() {
  const slot = useRef<HTMLDivElement>(null);
  const source = siteConfig.integrations.credentialSealScript;

  useEffect(() => {
    if (!source || !slot.current) return;
    const script = document.createElement("script");
    script.src = source;
    script.async = true;
    slot.current.appendChild(script);
    return () => script.remove();
  }, [source]);

  if (!source) return null;
  return <div ref={slot} data-testid="credential-seal" />;
}
