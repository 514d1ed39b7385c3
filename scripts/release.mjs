// `pnpm release <section>`: builds the section into a new immutable version, checks that the running shell
// can host it, and switches the site to it; `pnpm release <section> --rollback` returns to the version before.
// The site server picks the change up on the next page (no restart); RELEASES_DIR is where versions are kept.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { withBuildLock, ROOT } from './lib/builds.mjs';
import { releaseSection, rollBackSection } from './lib/releases.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { rollback: { type: 'boolean', default: false } },
});
const [section] = positionals;
if (!section || positionals.length > 1) {
  console.error('Usage: pnpm release <section> [--rollback]   (sections: court, decisions, media, rules, search)');
  process.exit(2);
}
const releasesDir = path.resolve(process.env.RELEASES_DIR ?? path.join(process.env.SITE_ROOT ?? ROOT, 'releases'));

try {
  if (values.rollback) {
    const manifest = withBuildLock(() => rollBackSection(ROOT, releasesDir, section));
    console.log(`${section} rolled back: the site now loads ${manifest}`);
  } else {
    const version = withBuildLock(() => releaseSection(ROOT, releasesDir, section));
    console.log(`${section} ${version} released: the site now loads /releases/${section}/${version}/`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
