import type { Corpus } from '../domain/model.js';

export interface CorpusOptions {
  judgments: number;
  seed?: number;
  today?: Date;
}

interface CorpusModule {
  generateCorpus(options: CorpusOptions): Corpus;
}

/**
 * Loads the demo corpus generator. Imported by name at run time so that storage and seeding do not depend on
 * the generator's internals (the generator lives in ./corpus and only promises this one function).
 */
export async function generateCorpus(options: CorpusOptions): Promise<Corpus> {
  const specifier = './corpus/index.js';
  const module = (await import(specifier)) as CorpusModule;
  return module.generateCorpus(options);
}
