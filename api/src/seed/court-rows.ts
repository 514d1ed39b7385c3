import type { Insertable } from 'kysely';
import type { DB } from '../db/tables.js';
import { DOCUMENT_PATH } from '../documents/paths.js';
import type { Corpus, Localized } from '../domain/model.js';
import { pressReleaseBody } from '../publishing/kinds/press-release.js';
import { caseLookupRow } from '../storage/case-lookup-store.js';
import { cjeuReferralRow } from '../storage/cjeu-referral-store.js';
import { jobOfferRow } from '../storage/job-offer-store.js';
import { memberRow } from '../storage/member-store.js';
import { pressReleaseRow } from '../storage/press-release-store.js';
import { publicationRow } from '../storage/publication-store.js';
import { json, type TableRows } from '../storage/row-values.js';

/** Members, press, publications, job offers, the Constitution, CJEU referrals, case lookup and documents. */
export function courtRows(corpus: Corpus, rows: TableRows): void {
  const documents = new Map<string, Insertable<DB['documents']>>();
  const addDocuments = (kind: Insertable<DB['documents']>['kind'], ownerId: string, paths: Localized | undefined) => {
    for (const [lang, path] of Object.entries(paths ?? {})) {
      if (path && DOCUMENT_PATH.test(path) && !documents.has(path))
        documents.set(path, { path, kind, owner_id: ownerId, lang });
    }
  };
  corpus.members.forEach((m, position) => {
    rows.members.push(memberRow(m, position));
    if (m.photoPath && DOCUMENT_PATH.test(m.photoPath)) {
      documents.set(m.photoPath, { path: m.photoPath, kind: 'member-photo', owner_id: m.id, lang: null });
    }
  });
  for (const p of corpus.pressReleases) {
    rows.press_releases.push(pressReleaseRow(p.id, pressReleaseBody(p), p.pdf));
    addDocuments('press-release', p.id, p.pdf);
  }
  for (const p of corpus.publications) {
    rows.publications.push(publicationRow(p));
    addDocuments('publication', p.id, p.pdf);
  }
  for (const j of corpus.jobOffers) {
    rows.job_offers.push(jobOfferRow(j));
    addDocuments('job-offer', j.id, j.pdf);
  }
  corpus.constitutionArticles.forEach((a, position) => {
    const seen = new Set<string>();
    for (const ref of a.judgments) {
      const key = `${ref.year}/${ref.number}`;
      if (seen.has(key)) continue;
      seen.add(key);
      rows.constitution_article_judgments.push({
        article: a.article,
        judgment_year: ref.year,
        judgment_number: ref.number,
      });
    }
    rows.constitution_articles.push({
      article: a.article,
      position,
      title: json(a.title),
      text: json(a.text),
      judgment_count: seen.size,
    });
  });
  for (const r of corpus.cjeuReferrals) rows.cjeu_referrals.push(cjeuReferralRow(r));
  for (const c of corpus.caseLookup) rows.case_lookup.push(caseLookupRow(c));
  rows.documents.push(...documents.values());
}
