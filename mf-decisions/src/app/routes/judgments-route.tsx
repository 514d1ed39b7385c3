import { JudgmentsPage } from '../../features/judgments/components/judgments-page';

/** Route module of `/judgments` (its loader is declared on the route, see ../routes.tsx). */
export const Component = JudgmentsPage;
