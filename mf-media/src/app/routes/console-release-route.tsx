import { ReleasePage } from '../../features/press-console/components/release-editor-page';

/** Route module of `/media/console/releases/{id}`: one press release, to change, publish or withdraw. */
export const Component = ReleasePage;
