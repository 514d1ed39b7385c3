/**
 * A block shown inside another page starts below that page's headings: its `h2` become `h3` and so on, so
 * the page keeps one outline for screen-reader users. The HTML comes sanitised from the content service.
 */
export function demoteHeadings(html: string): string {
  return html.replace(
    /<(\/?)h([1-5])(?=[\s>])/g,
    (_match, slash: string, level: string) => `<${slash}h${Number(level) + 1}`,
  );
}
