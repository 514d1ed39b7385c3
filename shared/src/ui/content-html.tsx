import { useRouterForLinks } from './router-links';

/**
 * Editorial HTML rendered and sanitised by the server (`/_content`). Links inside it to pages of this site
 * navigate without reloading the page.
 */
export function ContentHtml({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  const onClick = useRouterForLinks();
  // The HTML was sanitised on the server (no scripts, handlers or javascript: URLs).
  return <div className={className} lang={lang} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
