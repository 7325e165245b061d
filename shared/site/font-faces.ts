/**
 * The id of the stylesheet link holding every font face (app/fonts/faces.css). A pre-rendered page
 * inlines the faces its text uses and keeps this link disabled when its other stylesheets load:
 * a font face added to a page makes the browser lay out all of its text again, a long task just
 * before the page's code runs. The first client-side navigation enables it.
 */
export const FONT_FACES_LINK_ID = "font-faces";
