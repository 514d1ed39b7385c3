/**
 * The site server puts the first screen's stylesheets in the page as `<style data-href>`, so that the scripts'
 * stylesheet loader does not fetch them again. The shell's loader names a file by its path, as the server does; a
 * section's loader by its full address, since its scripts may come from another origin. The section styles the
 * server marked (`data-section`) are named here by the address the browser resolves, before any section loads.
 */
export function nameSectionStylesByAddress(): void {
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-section][data-href]')) {
    style.dataset.href = new URL(style.dataset.href!, document.baseURI).href;
  }
}
