import { ConnectionIndicator, NetworkErrorBanner } from '@brokerfront/ui-templates';
import { useAppSelector } from '../app/hooks';
import { selectSessionStatus } from '../session/session-slices';
import { selectLiveConnectionState, selectLiveNetworkError } from './live-selectors';

/** The live-connection indicator of the signed-in header; nothing until the realtime side runs. */
export function LiveConnectionIndicator() {
  const state = useAppSelector(selectLiveConnectionState);
  if (!state) return null;
  return <ConnectionIndicator state={state} className="bf-session-controls__live" />;
}

/** The 'Network error' banner: shown while signed in and the live feeds are down, gone when they recover. */
export function LiveNetworkBanner() {
  const signedIn = useAppSelector(selectSessionStatus) === 'loggedIn';
  const down = useAppSelector(selectLiveNetworkError);
  return <NetworkErrorBanner visible={signedIn && down} />;
}
