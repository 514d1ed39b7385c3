import { LoginCallbackPage } from '../../features/press-console/components/login-callback-page';

/** Route module of `/media/console/callback`: the staff login's way back to the console. */
export const Component = LoginCallbackPage;
