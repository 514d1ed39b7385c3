import { localeOfParams, type LoaderFunctionArgs } from '@court/runtime';
import { loadPlanning } from '../../features/planning/api/load-planning';
import { PlanningPage } from '../../features/planning/components/planning-page';

/** Route module of `/media/planning`. */
export const loader = (args: LoaderFunctionArgs) => loadPlanning(localeOfParams(args.params));

export const Component = PlanningPage;
