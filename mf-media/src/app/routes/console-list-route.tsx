import { ReleaseListPage } from '../../features/press-console/components/release-list-page';

/** Route module of `/media/console`: the press office's list of releases (staff only). */
export const Component = ReleaseListPage;
