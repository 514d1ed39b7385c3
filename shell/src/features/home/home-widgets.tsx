import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode, type Ref } from 'react';
import { useLocale } from '@court/runtime';
import { useRouterForLinks } from '@court/shared';
import { loadSectionWidgets } from '../../federation/section-loader';
import type { SectionName } from '../../federation/sections';
import { drawnWidgetsMarkup } from './drawn-widgets';
import { WidgetBoundary } from './widget-boundary';
import styles from './home-page.module.css';

/** Sections whose widgets the home page shows, in this order. */
export const WIDGET_SECTIONS: readonly SectionName[] = ['decisions', 'media'];

interface LoadedWidget {
  key: string;
  Widget: ComponentType;
}

async function loadWidgets(): Promise<LoadedWidget[]> {
  const lists = await Promise.all(
    WIDGET_SECTIONS.map(async (section) =>
      (await loadSectionWidgets(section)).map((widget) => ({
        key: `${section}/${widget.id}`,
        Widget: lazy(widget.load),
      })),
    ),
  );
  return lists.flat();
}

/**
 * The place of the widgets, with them in it: drawn here (`children`), or drawn by the site server
 * (site-server/src/site/home-widgets.ts) into the place it found empty, and kept as it is (`markup`).
 */
function WidgetsPlace({
  children,
  markup,
  placeRef,
}: {
  children?: ReactNode;
  markup?: string;
  placeRef?: Ref<HTMLDivElement>;
}) {
  const locale = useLocale();
  const followLink = useRouterForLinks();
  return (
    // The links inside are links (Enter on one clicks it); the click only lets the router follow them.
    <div
      ref={placeRef}
      className={styles.widgets}
      data-testid="home-widgets"
      data-widget-sections={WIDGET_SECTIONS.join(' ')}
      data-widget-lang={locale}
      onClick={markup === undefined ? undefined : followLink}
      dangerouslySetInnerHTML={markup === undefined ? undefined : { __html: markup }}
    >
      {children}
    </div>
  );
}

/**
 * The sections' widgets drawn here, in the browser, on a home page that came without them (reached from
 * another page, or drawn while a section could not draw its own). Their code is fetched only when their place
 * comes into view: asking a section for its widgets costs that section's entry script and the widgets' code
 * (about 14 KB gzip a section), which a visitor who never scrolls there should not pay for. Each widget has its
 * own error boundary and Suspense, so one that fails never takes the page or the others down.
 */
function LoadedWidgets() {
  const [widgets, setWidgets] = useState<LoadedWidget[]>([]);
  const placeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    const load = () =>
      void loadWidgets().then((loaded) => {
        if (!cancelled) setWidgets(loaded);
      });
    const place = placeRef.current;
    if (!place || typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      load();
    });
    observer.observe(place);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, []);

  return (
    <WidgetsPlace placeRef={placeRef}>
      {widgets.map(({ key, Widget }) => (
        <WidgetBoundary key={key} name={key}>
          <Suspense fallback={null}>
            <Widget />
          </Suspense>
        </WidgetBoundary>
      ))}
    </WidgetsPlace>
  );
}

/**
 * The sections' widgets (latest judgments, press releases…): as the site server drew them into the page when
 * it did (kept as they are, without their sections' code), else drawn here. With no widget there is nothing at
 * all, not an empty box.
 */
export function HomeWidgets() {
  const locale = useLocale();
  // Read once, from the page the browser was given: a later visit to the home page draws its widgets itself.
  const [drawn] = useState(() => drawnWidgetsMarkup(locale));
  return drawn ? <WidgetsPlace markup={drawn} /> : <LoadedWidgets />;
}
