import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from '@court/runtime';

/**
 * Editorial HTML rendered and sanitised by the server (`/_content`). Links inside it to pages of this site
 * navigate without reloading the page.
 */
export function ContentHtml({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  const navigate = useNavigate();
  const onClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor = (event.target as HTMLElement).closest('a');
      if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      const isPage = url.origin === window.location.origin && !/^\/(public|api|_content)\//.test(url.pathname);
      if (!isPage || (url.pathname === window.location.pathname && url.hash)) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    },
    [navigate],
  );
  // The HTML was sanitised on the server (no scripts, handlers or javascript: URLs).
  return <div className={className} lang={lang} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
