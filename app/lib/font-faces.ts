import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { FONT_FACES_LINK_ID } from "#shared/site/font-faces.ts";

/** Enables every font face once the visitor moves to another page, which may show characters the first page's inline faces leave out. */
export function useAllFontFacesAfterNavigation(): void {
  const { pathname } = useLocation();
  const firstPathname = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPathname.current) return;
    const link = document.getElementById(FONT_FACES_LINK_ID);
    if (link instanceof HTMLLinkElement) link.disabled = false;
  }, [pathname]);
}
