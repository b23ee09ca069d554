import { useState } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../components/button';
import { Dialog } from '../components/dialog';

export interface HomePopupProps {
  /** Open at first (the site passes false once the visitor has dismissed it). */
  initiallyOpen?: boolean;
  /** Called once when the visitor dismisses the popup. */
  onDismiss?: () => void;
}

/** The notice shown over the home page when AppConfig hasPopup: a modal dialog the visitor dismisses. */
export function HomePopup({ initiallyOpen = true, onDismiss }: HomePopupProps) {
  const { t } = useTranslation('marketing');
  const [open, setOpen] = useState(initiallyOpen);
  const dismiss = () => {
    setOpen(false);
    onDismiss?.();
  };
  return (
    <Dialog
      open={open}
      onClose={dismiss}
      title={t('home.popup.title')}
      className="bf-home-popup"
      actions={
        <Button variant="primary" onClick={dismiss}>
          {t('home.popup.confirm')}
        </Button>
      }
    >
      <p>{t('home.popup.text')}</p>
    </Dialog>
  );
}
