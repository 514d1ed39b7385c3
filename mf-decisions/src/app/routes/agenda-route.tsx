import { AgendaPage } from '../../features/agenda/components/agenda-page';

/** Route module of `/agenda`. */
export function Component() {
  return <AgendaPage page="agenda" />;
}
