import { useIdleCountdown } from '@brokerfront/auth/react';
import { useTranslation } from '@brokerfront/i18n/react';
import { IdleDialog, idleDialogLabels } from '@brokerfront/ui-templates';

/** The idle countdown dialog ("You will be signed out in 4:59"), translated, wired to the idle watch. */
export function IdleDialogHost() {
  const { open, secondsLeft, stay, signOut } = useIdleCountdown();
  const { t } = useTranslation('auth');
  return <IdleDialog open={open} secondsLeft={secondsLeft} onStay={stay} onSignOut={signOut} labels={idleDialogLabels(t)} />;
}
