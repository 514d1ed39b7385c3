import { PreliminaryRulingsPage } from '../../features/preliminary-rulings/components/preliminary-rulings-page';

/** Route module of `/judgments/preliminary-rulings-from-the-court-of-justice-of-the-european-union`. */
export const Component = PreliminaryRulingsPage;
