import { useLayoutEffect } from 'react';
import { applyLanguage, Link, LOCALE_INFO, LOCALES, Outlet, useLocale } from '@court/runtime';

/** The standalone frame: which section this is, language links, and the section's page. */
export function HarnessFrame({ section, startPath }: { section: string; startPath: string }) {
  const locale = useLocale();
  useLayoutEffect(() => {
    applyLanguage(locale);
    document.documentElement.lang = LOCALE_INFO[locale].iso;
  }, [locale]);
  return (
    <>
      <header>
        <p>
          Section <strong>{section}</strong> running alone ·{' '}
          {LOCALES.map((code) => (
            <Link key={code} to={`/${code}/${startPath}`} lang={code} style={{ marginRight: '0.5rem' }}>
              {LOCALE_INFO[code].name}
            </Link>
          ))}
        </p>
      </header>
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
