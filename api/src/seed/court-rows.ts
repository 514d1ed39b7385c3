import type { Insertable } from 'kysely';
import type { DB } from '../db/tables.js';
import { DOCUMENT_PATH } from '../documents/paths.js';
import type { Corpus, Localized } from '../domain/model.js';
import { flag, json, type TableRows } from '../storage/row-values.js';

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
    rows.members.push({
      id: m.id,
      position,
      name: m.name,
      role: m.role,
      language_group: m.languageGroup ?? null,
      term_start: m.termStart,
      term_end: m.termEnd ?? null,
      died: m.died ?? null,
      photo_path: m.photoPath ?? null,
      biography: json(m.biography),
    });
    if (m.photoPath && DOCUMENT_PATH.test(m.photoPath)) {
      documents.set(m.photoPath, { path: m.photoPath, kind: 'member-photo', owner_id: m.id, lang: null });
    }
  });
  for (const p of corpus.pressReleases) {
    rows.press_releases.push({
      id: p.id,
      media_type: p.mediaType,
      date: p.date,
      title: json(p.title),
      body: json(p.body),
      judgment_year: p.judgment?.year ?? null,
      judgment_number: p.judgment?.number ?? null,
      pdf: json(p.pdf),
      archived: flag(p.archived),
    });
    addDocuments('press-release', p.id, p.pdf);
  }
  for (const p of corpus.publications) {
    rows.publications.push({
      id: p.id,
      kind: p.kind,
      date: p.date,
      title: json(p.title),
      description: json(p.description),
      pdf: json(p.pdf),
    });
    addDocuments('publication', p.id, p.pdf);
  }
  for (const j of corpus.jobOffers) {
    rows.job_offers.push({
      id: j.id,
      title: json(j.title),
      description: json(j.description),
      published_on: j.publishedOn,
      deadline: j.deadline,
      pdf: json(j.pdf),
    });
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
  for (const r of corpus.cjeuReferrals) {
    const ag = r.advocateGeneralOpinion;
    const cj = r.cjeuJudgment;
    rows.cjeu_referrals.push({
      id: r.id,
      judgment_year: r.judgment.year,
      judgment_number: r.judgment.number,
      cjeu_case_number: r.cjeuCaseNumber,
      subject: json(r.subject),
      oj_url: r.officialJournalNotice?.url ?? null,
      oj_date: r.officialJournalNotice?.date ?? null,
      ag_status: ag.status,
      ag_url: ag.status === 'delivered' ? ag.url : null,
      ag_date: ag.status === 'delivered' ? ag.date : null,
      cjeu_status: cj.status,
      cjeu_url: cj.status === 'delivered' ? cj.url : null,
      cjeu_date: cj.status === 'delivered' ? cj.date : null,
      cjeu_ecli: cj.status === 'delivered' ? cj.ecli : null,
      follow_up_year: r.followUpJudgment?.year ?? null,
      follow_up_number: r.followUpJudgment?.number ?? null,
    });
  }
  for (const c of corpus.caseLookup) {
    rows.case_lookup.push({
      id_role: c.idRole,
      current: flag(c.current),
      encinz_nl: c.encinzNl,
      encinz_fr: c.encinzFr,
    });
  }
  rows.documents.push(...documents.values());
}
