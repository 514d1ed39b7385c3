import type { LoaderFunctionArgs } from '@court/shared';
import { loadPlanning } from '../../features/planning/api/load-planning';
import { PlanningPage } from '../../features/planning/components/planning-page';
import { routeLocale } from './route-locale';

/** Route module of `/media/planning`. */
export const loader = (args: LoaderFunctionArgs) => loadPlanning(routeLocale(args));

export const Component = PlanningPage;
