import type { IdleWatch } from './idle-watch';
import type { Session } from './session';

/**
 * Runs the idle watch while the session is logged in and logs out (reason `idle`) when the
 * countdown runs out. A new login starts a fresh inactivity period; a restored or shared session
 * joins the tabs' running one. Returns the cleanup.
 */
export function connectIdleWatch(session: Session, idle: IdleWatch): () => void {
  const follow = (reset: boolean) => {
    if (session.getState().status === 'loggedIn') idle.start({ reset });
    else idle.stop();
  };
  const offLogin = session.on('login', ({ source }) => {
    idle.stop();
    idle.start({ reset: source === 'password' || source === 'autoLogin' });
  });
  const offState = session.subscribe(() => follow(false));
  const offTimeout = idle.onTimeout(() => {
    if (session.getState().status === 'loggedIn') session.logout('idle');
  });
  follow(false);
  return () => {
    offLogin();
    offState();
    offTimeout();
    idle.stop();
  };
}
