import './auth.css';
import { Button, type ButtonVariant } from '../components/button';

export interface SignOutButtonProps {
  onSignOut: () => void;
  /** The (translated) label; "Sign out" by default. */
  label?: string;
  variant?: ButtonVariant;
  className?: string;
}

/** The "Sign out" control of the signed-in header. */
export function SignOutButton({ onSignOut, label = 'Sign out', variant = 'ghost', className }: SignOutButtonProps) {
  return (
    <Button variant={variant} size="sm" className={className} onClick={onSignOut}>
      {label}
    </Button>
  );
}
