import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import { AgendaRepository } from './agenda.js';
import { CaseLookupRepository } from './case-lookup.js';
import { CjeuReferralRepository } from './cjeu-referrals.js';
import { ConstitutionRepository } from './constitution.js';
import { DocumentRepository } from './documents.js';
import { JobOfferRepository } from './job-offers.js';
import { JudgmentDetailRepository } from './judgment-details.js';
import { JudgmentRepository } from './judgments.js';
import { MemberRepository } from './members.js';
import { PendingCaseRepository } from './pending-cases.js';
import { PressReleaseRepository } from './press-releases.js';
import { PublicationRepository } from './publications.js';

export interface Repositories {
  judgments: JudgmentRepository;
  judgmentDetails: JudgmentDetailRepository;
  pendingCases: PendingCaseRepository;
  agenda: AgendaRepository;
  caseLookup: CaseLookupRepository;
  constitution: ConstitutionRepository;
  cjeuReferrals: CjeuReferralRepository;
  members: MemberRepository;
  pressReleases: PressReleaseRepository;
  publications: PublicationRepository;
  jobOffers: JobOfferRepository;
  documents: DocumentRepository;
}

export function createRepositories(db: Kysely<DB>): Repositories {
  const judgments = new JudgmentRepository(db);
  return {
    judgments,
    judgmentDetails: new JudgmentDetailRepository(db, judgments),
    pendingCases: new PendingCaseRepository(db),
    agenda: new AgendaRepository(db),
    caseLookup: new CaseLookupRepository(db),
    constitution: new ConstitutionRepository(db),
    cjeuReferrals: new CjeuReferralRepository(db, judgments),
    members: new MemberRepository(db),
    pressReleases: new PressReleaseRepository(db),
    publications: new PublicationRepository(db),
    jobOffers: new JobOfferRepository(db),
    documents: new DocumentRepository(db),
  };
}
