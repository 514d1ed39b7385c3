import type { Kysely } from 'kysely';
import { up as writeIndexAgain } from './0017-compound-words.js';

/**
 * Compounds split as the dictionaries make them (src/search/text/compounds.ts): a part before the head is a word
 * that may begin a compound (not a preposition: `onderwijs`, `Unterricht` stay whole), the head a word the
 * compound's end begins with as written (not one that only shares its stem: `Richter`), and the rest of a longer
 * compound one part (`Gleichheit` + `Grundsatz`). The index is written again as migration 0017 wrote it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await writeIndexAgain(db);
}

/** The index holds the parts as this splitting finds them; the earlier splitting is not written back. */
export async function down(): Promise<void> {}
