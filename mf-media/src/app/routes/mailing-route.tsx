import { StayInformedPage } from '../../features/stay-informed/components/stay-informed-page';

/** Route module of `/mailing/`: the subscription page, prefilled from `?email=`, with unsubscribing. */
export { action, loader } from './stay-informed-route';

export function Component() {
  return <StayInformedPage withUnsubscribe />;
}
