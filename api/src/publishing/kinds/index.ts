import type { ContentKind } from './kind.js';
import { judgmentKind } from './judgment.js';
import { pressReleaseKind } from './press-release.js';

/** Every kind of content publishing writes, by name. */
export const CONTENT_KINDS: ReadonlyMap<string, ContentKind> = new Map(
  [judgmentKind, pressReleaseKind].map((kind) => [kind.name, kind as ContentKind]),
);
