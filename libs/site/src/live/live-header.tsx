import { selectAuthStatus } from '@brokerfront/auth/redux';
import { reconnectRequested, selectConnectionState, selectFeeds, selectLiveOutage, SubscriptionState } from '@brokerfront/realtime/redux';
import { ConnectionIndicator, NetworkErrorBanner, SubscribeFailedBanner } from '@brokerfront/ui-templates';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import type { RootState } from '../app/store';

/** What is wrong with the live feeds, if anything: a lost connection before a refused subscription. */
export function selectLiveProblem(state: RootState): 'networkError' | 'subscribeFailed' | null {
  const feeds = selectFeeds(state);
  if (feeds.some((f) => f.state === SubscriptionState.NetworkError)) return 'networkError';
  if (feeds.some((f) => f.state === SubscriptionState.Error)) return 'subscribeFailed';
  return null;
}

/** The live-connection indicator of the signed-in header (while signed in). */
export function LiveConnectionIndicator() {
  const signedIn = useAppSelector(selectAuthStatus) === 'loggedIn';
  const state = useAppSelector(selectConnectionState);
  if (!signedIn) return null;
  return <ConnectionIndicator state={state} className="bf-session-controls__live" />;
}

/**
 * The live feeds' banner while signed in: 'Network error' while they are down with the connection, saying whether it
 * is reconnecting or stopped (then with "Reconnect"), gone when they recover; 'Failed to subscribe' when the service
 * refused one (SPEC §8).
 */
export function LiveStatusBanner() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectAuthStatus) === 'loggedIn';
  const problem = useAppSelector(selectLiveProblem);
  const outage = useAppSelector(selectLiveOutage);
  // Signed in, the banner's polite region stays in the page (empty while live), so that each outage is announced.
  if (!signedIn) return null;
  return (
    <>
      <NetworkErrorBanner outage={outage} onReconnect={() => dispatch(reconnectRequested())} />
      <SubscribeFailedBanner visible={problem === 'subscribeFailed'} />
    </>
  );
}
