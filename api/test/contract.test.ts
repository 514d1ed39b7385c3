import { describe, expect, expectTypeOf, it } from 'vitest';
import type { JudgmentSummary, List, PendingCase, ErrorEnvelope, JudgmentParagraph } from '@court/contract';

describe('type contract', () => {
  it('exists only at compile time', async () => {
    expect(Object.keys(await import('@court/contract'))).toEqual([]);
  });

  it('describes the envelopes and items the server sends', () => {
    expectTypeOf<List<JudgmentSummary>>().toHaveProperty('total').toEqualTypeOf<number>();
    expectTypeOf<JudgmentSummary['headnote']>().toEqualTypeOf<string | null>();
    expectTypeOf<PendingCase['type']>().toEqualTypeOf<'ActionForCancellation' | 'QuestionsReferred'>();
    expectTypeOf<ErrorEnvelope['errors'][number]['code']>().toEqualTypeOf<string>();
    expectTypeOf<JudgmentParagraph['kind']>().toEqualTypeOf<'heading' | 'paragraph' | 'operative'>();
  });
});
