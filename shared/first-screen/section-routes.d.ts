// The section's `./routes` module, which the first-screen build resolves (shared/build/first-screen.ts).
declare module 'court-section-routes' {
  import type { RouteObject } from 'react-router';

  export const routes: RouteObject[];
}
