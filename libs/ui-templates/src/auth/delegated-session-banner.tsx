import { Button } from '../components/button';
import './auth.css';

/** Texts of {@link DelegatedSessionBanner}. */
export interface DelegatedSessionBannerLabels {
  /** "Signed in by {employee} on behalf of {client}", already filled in. */
  message: string;
  /** What the session is: e.g. "This session ends when this tab is closed." */
  note: string;
  /** The button that ends the session. */
  end: string;
}

/** Props of {@link DelegatedSessionBanner}. */
export interface DelegatedSessionBannerProps {
  labels: DelegatedSessionBannerLabels;
  /** Ends the delegated session. */
  onEnd: () => void;
  className?: string;
}

/**
 * The persistent banner of a delegated session ("Log in as client"): says who is signed in on whose behalf on every
 * signed-in page, with a way to end the session. A labelled region (found by screen-reader landmarks), announced
 * once when it appears.
 */
export function DelegatedSessionBanner({ labels, onEnd, className }: DelegatedSessionBannerProps) {
  return (
    <section className={['bf-delegated-banner', className ?? ''].filter(Boolean).join(' ')} aria-label={labels.message}>
      <p className="bf-delegated-banner__text" role="status">
        <strong>{labels.message}</strong> <span>{labels.note}</span>
      </p>
      <Button variant="secondary" size="sm" onClick={onEnd}>
        {labels.end}
      </Button>
    </section>
  );
}
