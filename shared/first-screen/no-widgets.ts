// What the first-screen build of a section that exposes no `./widgets` draws on the home page: nothing.
import type { SectionWidget } from '@court/runtime';

export const widgets: SectionWidget[] = [];
