/**
 * Id of the page's `<main>` element: target of the skip link, of "back to top" and of the focus move after a
 * navigation. The frame renders the element; app/use-focus-main-on-navigation.ts should import it from here.
 */
export const MAIN_CONTENT_ID = 'main-content';
