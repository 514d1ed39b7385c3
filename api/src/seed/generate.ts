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
 * Loads the demo corpus generator (@court/demo-corpus) when a corpus is asked for: a chunk of its own in the
 * build, which the server never loads (the package only promises this one function here).
 */
export async function generateCorpus(options: CorpusOptions): Promise<Corpus> {
  const module: CorpusModule = await import('@court/demo-corpus');
  return module.generateCorpus(options);
}
