import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { loadSectionWidgets } from '../../federation/section-loader';
import type { SectionName } from '../../federation/sections';
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
 * The sections' widgets (latest judgments, press releases…). Their code is fetched only when their place
 * comes into view: asking a section for its widgets costs that section's entry script and the widgets' code
 * (about 14 KB gzip a section), which a visitor who never scrolls there should not pay for. With no widget there
 * is nothing at all, not an empty box. Each widget has its own error boundary and Suspense, so one that fails
 * never takes the page or the others down.
 */
export function HomeWidgets() {
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
    <div ref={placeRef} className={widgets.length > 0 ? styles.widgets : undefined} data-testid="home-widgets">
      {widgets.map(({ key, Widget }) => (
        <WidgetBoundary key={key} name={key}>
          <Suspense fallback={null}>
            <Widget />
          </Suspense>
        </WidgetBoundary>
      ))}
    </div>
  );
}
