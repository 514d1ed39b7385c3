// Section releases: each one an immutable folder of RELEASES_DIR, served by the site server at
// `/releases/{section}/{version}/`, and a runtime config (`RELEASES_DIR/remotes.json`) that says which version
// of each section the site loads. The site server serves that file as `/config/remotes.json` (site-server/src/site/site-remotes.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Writes a file whole or not at all: readers see the old content or the new, never half of it. */
function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

/** The shell the sections are released into: its routing table and the singletons it provides. */
function readShell(root) {
  const hints = path.join(root, 'shell', 'dist', 'page-hints.json');
  if (!fs.existsSync(hints)) throw new Error('The shell is not built (shell/dist): run `pnpm build` first.');
  const { sections = [], provides = {} } = readJson(hints);
  return {
    sections: sections.map((section) => section.name),
    provides,
    remotes: path.join(root, 'shell', 'dist', 'config', 'remotes.json'),
  };
}

/** Where the shell names the federation runtime it hands to the sections (shared/build/federation-runtime.ts). */
const FEDERATION_RUNTIME = '@module-federation/enhanced';

/**
 * What a section's build requires that the shell does not provide: every singleton of its manifest whose
 * range the shell's version does not satisfy (the runtime above all; a mismatch of React would break as surely),
 * and the federation runtime, which a section takes from the shell: one of the same major version, no older
 * than the one it was built with.
 */
export function unmetRequirements(manifest, provides) {
  const unmet = [];
  const federation = manifest.metaData?.pluginVersion;
  if (federation && !(provides[FEDERATION_RUNTIME] && semver.satisfies(provides[FEDERATION_RUNTIME], `^${federation}`)))
    unmet.push(`${FEDERATION_RUNTIME} ^${federation} (the shell provides ${provides[FEDERATION_RUNTIME] ?? 'none'})`);
  for (const { name, singleton, requiredVersion } of manifest.shared ?? []) {
    if (!singleton || typeof requiredVersion !== 'string') continue;
    const provided = provides[name];
    if (!provided || !semver.satisfies(provided, requiredVersion))
      unmet.push(`${name} ${requiredVersion} (the shell provides ${provided ?? 'none'})`);
  }
  return unmet;
}

const historyFile = (releasesDir, section) => path.join(releasesDir, section, 'history.json');

/** The versions of a section released so far, oldest first; the last is the one the site loads. */
export function releaseHistory(releasesDir, section) {
  const file = historyFile(releasesDir, section);
  return fs.existsSync(file) ? readJson(file).versions : [];
}

/** Writes the runtime config: the shell's own, with each released section at its current version. */
function switchRemotes(root, releasesDir) {
  const shell = readShell(root);
  const remotes = readJson(shell.remotes);
  for (const section of shell.sections) {
    const current = releaseHistory(releasesDir, section).at(-1);
    if (current) remotes[section] = `/releases/${section}/${current}/mf-manifest.json`;
  }
  writeAtomically(path.join(releasesDir, 'remotes.json'), `${JSON.stringify(remotes, null, 2)}\n`);
  return remotes;
}

function recordHistory(releasesDir, section, versions) {
  writeAtomically(historyFile(releasesDir, section), `${JSON.stringify({ versions }, null, 2)}\n`);
}

/** A new version's name: the package's version and the time of the release, so that no two are alike. */
const versionName = (packageVersion, at) =>
  `${packageVersion}-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;

/**
 * Builds `section` into a new folder of `releasesDir`, checks what it requires against the shell, and switches
 * the runtime config to it. A build the shell cannot host is removed and nothing is switched.
 */
export function releaseSection(root, releasesDir, section, log = console.log) {
  const shell = readShell(root);
  if (!shell.sections.includes(section))
    throw new Error(`"${section}" is not a section of this shell; its sections are ${shell.sections.join(', ')}.`);
  const appDir = path.join(root, `mf-${section}`);
  const pkg = readJson(path.join(appDir, 'package.json'));
  const version = versionName(pkg.version, new Date());
  const folder = path.join(releasesDir, section, version);
  const staging = `${folder}.building`;
  fs.mkdirSync(path.dirname(folder), { recursive: true });
  log(`Building ${pkg.name} ${version}…`);
  const built = spawnSync('pnpm', ['--filter', pkg.name, 'exec', 'webpack', '--mode', 'production'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, COURT_RELEASE_DIR: staging, COURT_RELEASE_PATH: `/releases/${section}/${version}/` },
  });
  try {
    if (built.status !== 0) throw new Error(`The build of ${pkg.name} failed.`);
    const unmet = unmetRequirements(readJson(path.join(staging, 'mf-manifest.json')), shell.provides);
    if (unmet.length > 0)
      throw new Error(`The shell cannot host this build of ${section}; it requires ${unmet.join('; ')}.`);
    fs.renameSync(staging, folder);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  recordHistory(releasesDir, section, [...releaseHistory(releasesDir, section), version]);
  switchRemotes(root, releasesDir);
  return version;
}

/**
 * Returns `section` to the version before its current one (its build of `pnpm build` before the first
 * release). The version left stays on disk: visitors who still have it open keep getting its files.
 */
export function rollBackSection(root, releasesDir, section) {
  const versions = releaseHistory(releasesDir, section);
  if (versions.length === 0) throw new Error(`${section} has no release to roll back.`);
  recordHistory(releasesDir, section, versions.slice(0, -1));
  const remotes = switchRemotes(root, releasesDir);
  return remotes[section];
}
