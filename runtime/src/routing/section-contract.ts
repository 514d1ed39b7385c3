import type { RouteObject } from 'react-router';
import type { Locale } from '../locale/locales';

/**
 * What a section exposes as `./routes`: React Router route objects whose paths are relative to `/:lang`
 * (no leading slash), with lazy route modules so the section's entry stays small.
 */
export interface SectionRoutesModule {
  routes: RouteObject[];
}

/**
 * A widget's module. In the browser its component loads its data itself; on the site server the home page is
 * drawn with the widget in it (its links work before and without scripts, and its section's code is not
 * downloaded for it): `loadData` is asked first and the component is drawn with what it answered.
 */
export interface SectionWidgetModule<Data = never> {
  default: React.ComponentType<{ data?: Data }>;
  /** The widget's data in the page's language, its texts loaded with them; rejects when they cannot be had. */
  loadData: (locale: Locale) => Promise<Data>;
}

/** What a section exposes as `./widgets`: small components the shell's home page places. */
export interface SectionWidget {
  id: string;
  /** Loads the widget's module only when the home page shows it. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each widget has data of its own
  load: () => Promise<SectionWidgetModule<any>>;
}

export interface SectionWidgetsModule {
  widgets: SectionWidget[];
}
