// The section's `./routes` and `./widgets` modules, which the first-screen build resolves (shared/build/first-screen.ts).
declare module 'court-section-routes' {
  import type { RouteObject } from 'react-router';

  export const routes: RouteObject[];
}

declare module 'court-section-widgets' {
  import type { SectionWidget } from '@court/runtime';

  export const widgets: SectionWidget[];
}
