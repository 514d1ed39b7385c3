import { PendingCasesPage } from '../../features/pending-cases/components/pending-cases-page';

/** Route module of `/judgments/pending-cases`. */
export const Component = PendingCasesPage;
