import type { SimpleDocument } from '../documents/render-other.js';
import type { Corpus, Locale, Localized } from '../domain/model.js';
import { agendaItemBody, hearingKind, upcomingDecisionKind } from '../publishing/kinds/agenda.js';
import { caseLookupBody, caseLookupKind } from '../publishing/kinds/case-lookup.js';
import { cjeuReferralBody, cjeuReferralKind } from '../publishing/kinds/cjeu-referral.js';
import { constitutionArticleBody, constitutionArticleKind } from '../publishing/kinds/constitution-article.js';
import { jobOfferBody, jobOfferKind } from '../publishing/kinds/job-offer.js';
import { judgmentBody } from '../publishing/kinds/judgment-body.js';
import { judgmentKind } from '../publishing/kinds/judgment.js';
import type { ContentKind } from '../publishing/kinds/kind.js';
import { memberBody, memberKind } from '../publishing/kinds/member.js';
import { pendingCaseBody, pendingCaseKind } from '../publishing/kinds/pending-case.js';
import { pressReleaseBody, pressReleaseKind } from '../publishing/kinds/press-release.js';
import { publicationBody, publicationKind } from '../publishing/kinds/publication.js';

/** One item of the demo corpus as the court's systems send it: its kind, key fields, body and documents. */
export interface CorpusItem {
  kind: ContentKind;
  keyFields: Record<string, string | number>;
  body: object;
  /** What each of its PDFs shows, by language. */
  documents: { lang: Locale; content: SimpleDocument }[];
}

const item = (kind: ContentKind, keyFields: CorpusItem['keyFields'], body: object): CorpusItem => ({
  kind,
  keyFields,
  body,
  documents: [],
});

/** The documents of the languages a record has a PDF and a title in. */
function documentsOf(
  pdf: Localized,
  title: Localized,
  text: Localized,
  dates: { date: string; deadline?: string },
): CorpusItem['documents'] {
  return (Object.keys(pdf) as Locale[])
    .filter((lang) => title[lang])
    .map((lang) => ({ lang, content: { locale: lang, title: title[lang]!, body: text[lang] ?? '', ...dates } }));
}

/**
 * The demo corpus as publishing items, in the order an import loads the kinds. Judgments come without their
 * PDFs: the document server renders them from the published text, as for any judgment whose PDF was not sent.
 */
export function* corpusItems(corpus: Corpus): Generator<CorpusItem> {
  for (const j of corpus.judgments) yield item(judgmentKind, { year: j.year, number: j.number }, judgmentBody(j));
  for (const r of corpus.cjeuReferrals) yield item(cjeuReferralKind, { id: r.id }, cjeuReferralBody(r));
  for (const c of corpus.pendingCases) yield item(pendingCaseKind, { rollNumber: c.rollNumber }, pendingCaseBody(c));
  for (const e of corpus.caseLookup) yield item(caseLookupKind, { idRole: e.idRole }, caseLookupBody(e));
  for (const h of corpus.hearings) yield item(hearingKind, { id: h.id }, agendaItemBody(h));
  for (const d of corpus.upcomingDecisions) yield item(upcomingDecisionKind, { id: d.id }, agendaItemBody(d));
  for (const p of corpus.pressReleases) {
    yield {
      ...item(pressReleaseKind, { id: p.id }, pressReleaseBody(p)),
      documents: documentsOf(p.pdf, p.title, p.body, { date: p.date }),
    };
  }
  for (const [position, m] of corpus.members.entries()) yield item(memberKind, { id: m.id }, memberBody(m, position));
  for (const p of corpus.publications) {
    yield {
      ...item(publicationKind, { id: p.id }, publicationBody(p)),
      documents: documentsOf(p.pdf, p.title, p.description, { date: p.date }),
    };
  }
  for (const j of corpus.jobOffers) {
    yield {
      ...item(jobOfferKind, { id: j.id }, jobOfferBody(j)),
      documents: documentsOf(j.pdf, j.title, j.description, { date: j.publishedOn, deadline: j.deadline }),
    };
  }
  for (const a of corpus.constitutionArticles) {
    yield item(constitutionArticleKind, { article: a.article }, constitutionArticleBody(a));
  }
}

/** The key of an item: its key fields' values joined by `/`. */
export const keyOf = (corpusItem: CorpusItem): string => Object.values(corpusItem.keyFields).join('/');
