import { NewReleasePage } from '../../features/press-console/components/release-editor-page';

/** Route module of `/media/console/new`: writing a new press release (staff only). */
export const Component = NewReleasePage;
