import { Link, LOCALE_INFO, switchLocaleOfUrl, useLocale, useLocation } from '@court/runtime';
import { LANGUAGE_ORDER } from '../../config/site-links';

/**
 * The four languages, each a link to the same page (path, query and hash) in that language, named in its
 * own language and marked with it, so screen readers pronounce "Nederlands" in Dutch.
 */
export function LanguageLinks({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const current = useLocale();
  const location = useLocation();
  return (
    <ul className={className}>
      {LANGUAGE_ORDER.map((code) => {
        const { iso, name } = LOCALE_INFO[code];
        return (
          <li key={code}>
            <Link
              to={switchLocaleOfUrl(location, code)}
              lang={iso}
              hrefLang={iso}
              aria-current={code === current ? 'true' : undefined}
              onClick={onNavigate}
            >
              {name}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
