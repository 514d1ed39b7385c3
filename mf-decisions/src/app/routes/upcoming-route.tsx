import { AgendaPage } from '../../features/agenda/components/agenda-page';

/** Route module of `/judgments/upcoming`. */
export function Component() {
  return <AgendaPage page="upcoming" />;
}
