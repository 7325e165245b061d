import { type FocusEvent, useCallback, useEffect, useRef, useState } from "react";
import { Link, useMatches } from "react-router";
import { ButtonLink } from "~/components/ui";
import { BOOK_MEETING_PATH } from "~/config/site";
import type { NavigationLink, NavigationSectionHandle } from "~/content/navigation";
import { usePagePath } from "~/lib/use-page-path";
import { SearchLauncher } from "~/search/SearchLauncher";
import { HorizonLogo } from "../HorizonLogo";
import { MEGA_MENU_ID, MegaMenu } from "./MegaMenu";
import styles from "./Navbar.module.css";
import { ParticleBackground } from "./ParticleBackground";

const MOBILE_MENU_ID = "primary-navigation";
const HOVER_CLOSE_DELAY_MS = 150;
/** How long after the pointer opened the menu by hovering a click on its button still opens it. */
const HOVER_CLICK_GRACE_MS = 600;

/** The sticky top bar: logo, the primary links (the "navigation" document), search, mobile menu and the products mega menu. */
export function Navbar({ links }: { links: readonly NavigationLink[] }) {
  const pathname = usePagePath();
  const megaMenuForced = pathname.startsWith("/products");
  const [mobileOpen, setMobileOpen] = useState(false);
  const [megaOpen, setMegaOpen] = useState(false);
  // The hidden panel is rendered from its first opening on, not into every page's HTML: its
  // markup would make each document longer than the first round trip of a connection carries.
  const [megaRendered, setMegaRendered] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const menuToggleRef = useRef<HTMLButtonElement>(null);
  const productsToggleRef = useRef<HTMLButtonElement>(null);
  const productsItemRef = useRef<HTMLLIElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const openedByHoverAt = useRef(Number.NEGATIVE_INFINITY);

  const cancelScheduledClose = useCallback(() => window.clearTimeout(closeTimer.current), []);
  const openMega = useCallback(() => {
    cancelScheduledClose();
    setMegaOpen(true);
    setMegaRendered(true);
  }, [cancelScheduledClose]);
  const scheduleMegaClose = useCallback(() => {
    cancelScheduledClose();
    closeTimer.current = window.setTimeout(() => setMegaOpen(false), HOVER_CLOSE_DELAY_MS);
  }, [cancelScheduledClose]);
  const closeAll = useCallback(() => {
    cancelScheduledClose();
    setMegaOpen(false);
    setMobileOpen(false);
  }, [cancelScheduledClose]);

  // Any navigation closes both menus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => {
    closeAll();
  }, [pathname, closeAll]);

  useEffect(() => {
    if (!mobileOpen && !megaOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      if (megaOpen) {
        setMegaOpen(false);
        productsToggleRef.current?.focus();
      } else {
        setMobileOpen(false);
        menuToggleRef.current?.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [mobileOpen, megaOpen]);

  function closeMegaWhenFocusLeaves(event: FocusEvent) {
    const next = event.relatedTarget as Node | null;
    if (next && productsItemRef.current?.contains(next)) return;
    setMegaOpen(false);
  }

  const megaVisible = megaMenuForced || megaOpen;

  return (
    <>
      <header ref={headerRef} className={styles.header}>
        <ParticleBackground pointerTarget={headerRef} />
        <nav className={styles.nav} aria-label="Main">
          <Link to="/" className={styles.brand} aria-label="Horizon, home page" data-particle-shelter="">
            <HorizonLogo />
          </Link>
          <button
            ref={menuToggleRef}
            type="button"
            className={styles.menuToggle}
            data-particle-shelter=""
            aria-expanded={mobileOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMobileOpen((open) => !open)}
          >
            <span className={styles.menuIcon} aria-hidden="true" data-open={mobileOpen} />
            <span>Menu</span>
          </button>
          <ul id={MOBILE_MENU_ID} className={styles.links} data-open={mobileOpen} data-particle-shelter="">
            {links.map((item) =>
              item.href === "/products" ? (
                <li
                  key={item.href}
                  ref={productsItemRef}
                  className={styles.productsItem}
                  onPointerEnter={(event) => {
                    if (event.pointerType !== "mouse") return;
                    openedByHoverAt.current = performance.now();
                    openMega();
                  }}
                  onPointerLeave={(event) => event.pointerType === "mouse" && !megaMenuForced && scheduleMegaClose()}
                  onBlur={closeMegaWhenFocusLeaves}
                >
                  <PageLink href={item.href} label={item.label} pathname={pathname} onClick={closeAll} />
                  <button
                    ref={productsToggleRef}
                    type="button"
                    className={styles.disclosure}
                    aria-expanded={megaVisible}
                    aria-controls={megaMenuForced || megaRendered ? MEGA_MENU_ID : undefined}
                    aria-label="Product menu"
                    onClick={() => {
                      // The mouse that clicks the button has just opened the menu by passing over it:
                      // that click means "open", not "close again".
                      const justOpenedByHover = performance.now() - openedByHoverAt.current < HOVER_CLICK_GRACE_MS;
                      if (megaOpen && !justOpenedByHover) setMegaOpen(false);
                      else openMega();
                    }}
                  >
                    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
                      <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="2" />
                    </svg>
                  </button>
                  {megaMenuForced || !megaRendered ? null : (
                    <MegaMenu
                      open={megaOpen}
                      inline={false}
                      onNavigate={closeAll}
                      onPointerEnter={cancelScheduledClose}
                    />
                  )}
                </li>
              ) : (
                <li key={item.href}>
                  <PageLink href={item.href} label={item.label} pathname={pathname} onClick={closeAll} />
                </li>
              ),
            )}
            <li className={styles.menuDemo}>
              <ButtonLink href={BOOK_MEETING_PATH} className={styles.demoWide} onClick={closeAll}>
                Book a meeting
              </ButtonLink>
            </li>
          </ul>
          {/* Actions at the right of the bar, apart from the six links: search, then the demo button. */}
          <div className={styles.actions} data-particle-shelter="">
            <SearchLauncher current={pathname === "/search"} />
            <ButtonLink href={BOOK_MEETING_PATH} size="small" className={styles.demo}>
              Book a meeting
            </ButtonLink>
          </div>
        </nav>
      </header>
      {megaMenuForced ? <MegaMenu open inline onNavigate={closeAll} /> : null}
    </>
  );
}

/** A top-level link of the bar, marked as the current page, or as the section of a page under it (its route's handle). */
function PageLink({
  href,
  label,
  pathname,
  onClick,
}: {
  href: string;
  label: string;
  pathname: string;
  onClick: () => void;
}) {
  const section = (useMatches().findLast((match) => match.handle)?.handle as NavigationSectionHandle | undefined)
    ?.navigationSection;
  return (
    <Link
      to={href}
      className={styles.link}
      aria-current={pathname === href ? "page" : section === href ? "true" : undefined}
      onClick={onClick}
    >
      {label}
    </Link>
  );
}
