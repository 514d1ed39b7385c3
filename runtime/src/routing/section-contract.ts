import type { RouteObject } from 'react-router';

/**
 * What a section exposes as `./routes`: React Router route objects whose paths are relative to `/:lang`
 * (no leading slash), with lazy route modules so the section's entry stays small.
 */
export interface SectionRoutesModule {
  routes: RouteObject[];
}

/** What a section exposes as `./widgets`: small components the shell's home page places. */
export interface SectionWidget {
  id: string;
  /** Loads the widget's component only when the home page shows it. */
  load: () => Promise<{ default: React.ComponentType }>;
}

export interface SectionWidgetsModule {
  widgets: SectionWidget[];
}
