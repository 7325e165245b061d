import type { NavigationLink } from "~/content/navigation";
import { Footer, type FooterLinks } from "./footer/Footer";
import { Navbar } from "./navbar/Navbar";
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink";

/** What the frame shows: the "navigation" and "footer" documents (their published content after a publish). */
export interface SiteFrameContent {
  navigation: { primary: readonly NavigationLink[] };
  footer: FooterLinks;
}

/** The public site's frame: skip link, navigation bar, main, footer. The console brings its own. */
export function SiteFrame({ content, children }: { content: SiteFrameContent; children: React.ReactNode }) {
  return (
    <>
      <SkipLink />
      <Navbar links={content.navigation.primary} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
      <Footer links={content.footer} />
    </>
  );
}
