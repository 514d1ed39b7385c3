import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import commonEn from '@court/runtime/locales/en.json';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import nl from '../../locales/nl.json';
import { homeTaskKeys } from '../../features/home/home-tasks';
import { menuLabelKeys } from '../menu';

const SHELL = { de, en, fr, nl } as const;
const SRC = path.resolve(__dirname, '../..');
const FRAME_FOLDERS = ['config', 'features/layout', 'features/home', 'features/consent', 'features/progress'];

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function has(bundle: unknown, key: string): boolean {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
  return typeof value === 'string' && value.trim() !== '';
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return name === '__tests__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The keys the frame's code asks for, by namespace: `t('…')` calls and key literals passed on to them. */
function usedKeys(): { shell: Set<string>; common: Set<string> } {
  const used = { shell: new Set<string>([...menuLabelKeys(), ...homeTaskKeys()]), common: new Set<string>() };
  for (const file of FRAME_FOLDERS.flatMap((folder) => sourceFiles(path.join(SRC, folder)))) {
    const text = readFileSync(file, 'utf8');
    const namespace = /useTranslation\('(\w+)'\)/.exec(text)?.[1];
    if (!namespace) continue;
    const target = namespace === 'common' ? used.common : used.shell;
    for (const match of text.matchAll(/\bt\(\s*'([^']+)'/g)) target.add(match[1]!);
    for (const match of text.matchAll(/'((?:header|menu|footer|consent|home)\.[A-Za-z.]+)'/g)) target.add(match[1]!);
  }
  return used;
}

describe('shell translations', () => {
  it('the four languages have exactly the same keys', () => {
    const english = keysOf(en).sort();
    for (const bundle of [de, fr, nl]) expect(keysOf(bundle).sort()).toEqual(english);
  });

  it('every text is filled in every language', () => {
    for (const [locale, bundle] of Object.entries(SHELL)) {
      for (const key of keysOf(bundle)) expect(has(bundle, key), `${locale}: ${key}`).toBe(true);
    }
  });

  it('every key the frame uses exists in all four languages', () => {
    const { shell, common } = usedKeys();
    expect(shell.size).toBeGreaterThan(60);
    for (const key of shell) {
      for (const [locale, bundle] of Object.entries(SHELL)) expect(has(bundle, key), `${locale}: ${key}`).toBe(true);
    }
    for (const key of common) expect(has(commonEn, key), `common: ${key}`).toBe(true);
  });

  it('keeps the keys other parts of the site rely on', () => {
    for (const bundle of Object.values(SHELL)) {
      expect(has(bundle, 'siteTitle')).toBe(true);
      expect(has(bundle, 'skipLink')).toBe(true);
    }
    expect([de.siteTitle, en.siteTitle, fr.siteTitle, nl.siteTitle]).toEqual([
      'Verfassungsgerichtshof',
      'Constitutional Court',
      'Cour constitutionnelle',
      'Grondwettelijk Hof',
    ]);
  });
});
