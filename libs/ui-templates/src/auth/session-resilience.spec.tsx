import { StrictMode, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReconnectingNotice } from './reconnecting-notice';
import { SwitchAccountDialog } from './switch-account-dialog';
import { switchAccountDialogLabels } from './labels';

function renderStrict(ui: React.ReactNode) {
  return render(<StrictMode>{ui}</StrictMode>);
}

describe('ReconnectingNotice', () => {
  it('is a polite live region that stays in the page and says "Reconnecting…" only while reconnecting', () => {
    const { container, rerender } = renderStrict(<ReconnectingNotice reconnecting={false} />);
    const region = container.querySelector('[aria-live="polite"]') as HTMLElement;
    expect(region).toBeEmptyDOMElement();
    expect(region).toHaveAttribute('aria-atomic', 'true');
    rerender(
      <StrictMode>
        <ReconnectingNotice reconnecting />
      </StrictMode>,
    );
    expect(screen.getByText('Reconnecting…')).toBe(region);
    rerender(
      <StrictMode>
        <ReconnectingNotice reconnecting label="Verbindung wird wiederhergestellt…" />
      </StrictMode>,
    );
    expect(container.querySelector('[aria-live="polite"]')).toBe(region);
    expect(region).toHaveTextContent('Verbindung wird wiederhergestellt…');
  });
});

describe('SwitchAccountDialog', () => {
  function Host({ onContinue = jest.fn(), onCancel = jest.fn() }: { onContinue?: () => void; onCancel?: () => void }) {
    const [open, setOpen] = useState(true);
    return (
      <SwitchAccountDialog
        open={open}
        currentName="Chris Client"
        onContinue={() => {
          setOpen(false);
          onContinue();
        }}
        onCancel={() => {
          setOpen(false);
          onCancel();
        }}
      />
    );
  }

  it('asks whether to sign Chris Client out, with Continue and Cancel; focus starts on Cancel', () => {
    renderStrict(<Host />);
    const dialog = screen.getByRole('alertdialog', { name: 'Switch account?' });
    expect(dialog).toHaveAccessibleDescription('You are signed in as Chris Client. Sign out and continue as the other account?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('Continue and Cancel (and Escape) answer once each', async () => {
    const onContinue = jest.fn();
    const onCancel = jest.fn();
    const { unmount } = renderStrict(<Host onContinue={onContinue} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    unmount();
    renderStrict(<Host onContinue={onContinue} onCancel={onCancel} />);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('takes its texts from the auth namespace', () => {
    const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;
    const labels = switchAccountDialogLabels(t);
    expect(labels.message('Ann')).toBe('autoLogin.switch.message{"name":"Ann"}');
    expect([labels.title, labels.continue, labels.cancel]).toEqual([
      'autoLogin.switch.title',
      'autoLogin.switch.continue',
      'autoLogin.switch.cancel',
    ]);
  });
});
