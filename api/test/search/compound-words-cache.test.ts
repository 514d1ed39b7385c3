import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import snowball from 'snowball-stemmers';
import { afterEach, describe, expect, it } from 'vitest';
import { CompoundSplitter } from '../../src/search/text/compounds.js';

const dutch = () => {
  const stemmer = snowball.newStemmer('dutch');
  const stem = (word: string) => stemmer.stem(word);
  return new CompoundSplitter('nl', (word) => word.toLowerCase(), stem, stem);
};

describe("the dictionary's words kept between processes", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compound-cache-'));
  const before = process.env.COMPOUNDS_CACHE_DIR;
  afterEach(() => {
    process.env.COMPOUNDS_CACHE_DIR = before;
  });

  it('are written on first use, and a splitter reading them splits as one that read the dictionary', () => {
    process.env.COMPOUNDS_CACHE_DIR = dir;
    const fresh = dutch().parts('gelijkheidsbeginsel');
    expect(fresh).toEqual(['gelijk', 'beginsel']);
    const written = fs.readdirSync(dir).filter((name) => name.startsWith('court-compound-words-'));
    expect(written).toHaveLength(1);

    // A cache file that says otherwise is what the next splitter reads.
    const file = path.join(dir, written[0]!);
    const words = JSON.parse(fs.readFileSync(file, 'utf8')) as { modifiers: string[]; heads: [string, string][] };
    expect(dutch().parts('gelijkheidsbeginsel')).toEqual(fresh);
    fs.writeFileSync(file, JSON.stringify({ modifiers: [], heads: words.heads }));
    expect(dutch().parts('gelijkheidsbeginsel')).toBeUndefined();
  });

  it('that cannot be read are read from the dictionary again', () => {
    process.env.COMPOUNDS_CACHE_DIR = dir;
    for (const name of fs.readdirSync(dir)) fs.writeFileSync(path.join(dir, name), '{ not json');
    expect(dutch().parts('gelijkheidsbeginsel')).toEqual(['gelijk', 'beginsel']);
  });
});
