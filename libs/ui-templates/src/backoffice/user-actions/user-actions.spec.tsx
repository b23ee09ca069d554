import '@testing-library/jest-dom';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { backofficeResources, expectNoSeriousAxeIssues, rendererWith } from '../testing/backoffice-testing';
import clientEn from '../../client/profile/i18n/en.json';
import clientDe from '../../client/profile/i18n/de.json';
import de from './i18n/de.json';
import en from './i18n/en.json';
import { ConfirmActionDialog, typedConfirmationMatches } from './confirm-action-dialog';
import { AutoLoginDialog, AvatarDialog, ConfirmUserActionDialog, DeleteUserDialog } from './user-action-dialogs';
import { UserActionButton, UserActionsPanel, USER_ACTION_IDS, type UserActionTarget } from './user-actions-panel';

const renderUi = rendererWith(backofficeResources({ en, de }, { en: { client: clientEn }, de: { client: clientDe } }));

const USER: UserActionTarget = { name: 'Anna Berg', email: 'anna.berg@example.com' };
const LINK = 'https://broker.example/auto-login?token=abc';

describe('typedConfirmationMatches', () => {
  it('compares without case and surrounding spaces, and never matches an empty expectation', () => {
    expect(typedConfirmationMatches(' Anna.Berg@EXAMPLE.com ', 'anna.berg@example.com')).toBe(true);
    expect(typedConfirmationMatches('anna.berg@example.co', 'anna.berg@example.com')).toBe(false);
    expect(typedConfirmationMatches('', '')).toBe(false);
  });
});

describe('ConfirmActionDialog', () => {
  it('confirms once per press, not while busy, and Escape cancels only when idle', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const props = { title: 'Do it', question: 'Do it to Anna?', consequence: 'It happens.', confirmLabel: 'Go', onConfirm, onCancel };
    const view = renderUi(<ConfirmActionDialog {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    view.rerender(<ConfirmActionDialog {...props} busy />);
    await userEvent.click(screen.getByRole('button', { name: 'Working…' }));
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    view.rerender(<ConfirmActionDialog {...props} />);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('returns focus to the button that opened it', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          {open ? (
            <ConfirmActionDialog
              title="T"
              question="Q?"
              consequence="C."
              confirmLabel="Go"
              onConfirm={() => setOpen(false)}
              onCancel={() => setOpen(false)}
            />
          ) : null}
        </>
      );
    }
    renderUi(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // Tab stays inside the dialog.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('alertdialog')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(opener).toHaveFocus();
  });
});

describe('the texts', () => {
  it('label every action button in German', () => {
    renderUi(
      <UserActionsPanel>
        {USER_ACTION_IDS.map((action) => (
          <UserActionButton key={action} action={action} onClick={jest.fn()} />
        ))}
      </UserActionsPanel>,
      'de',
    );
    const panel = screen.getByRole('region', { name: 'Aktionen' });
    expect(
      within(panel)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Zum aktiven Kunden machen',
      'Zugangsdaten senden',
      'Avatar ändern',
      'Als Kunde anmelden',
      'Entsperren',
      'Sperren',
      'Archivierung aufheben',
      'Archivieren',
      'Benutzer löschen',
    ]);
  });

  it('name the user and the consequence in German, and say a mismatch beside the field', async () => {
    renderUi(<DeleteUserDialog user={USER} onConfirm={jest.fn()} onCancel={jest.fn()} />, 'de');
    const dialog = screen.getByRole('alertdialog', { name: 'Anna Berg löschen' });
    expect(dialog).toHaveAccessibleDescription('Anna Berg (anna.berg@example.com) endgültig löschen?');
    const field = within(dialog).getByRole('textbox');
    await userEvent.type(field, 'anna');
    await userEvent.tab();
    expect(field).toHaveAccessibleDescription(
      'Geben Sie anna.berg@example.com ein (Groß- und Kleinschreibung spielt keine Rolle). Das ist nicht die E-Mail-Adresse des Benutzers.',
    );
    expect(within(dialog).getByRole('button', { name: 'Löschen' })).toBeDisabled();
  });
});

describe('accessibility', () => {
  it.each([
    [
      'the panel',
      <UserActionsPanel status="Anna Berg is blocked.">
        <UserActionButton action="block" onClick={jest.fn()} />
      </UserActionsPanel>,
    ],
    ['the own-record note', <UserActionsPanel note="own" />],
    [
      'a question with an error',
      <ConfirmUserActionDialog action="block" user={USER} error="User not found." onConfirm={jest.fn()} onCancel={jest.fn()} />,
    ],
    ['the delete dialog', <DeleteUserDialog user={USER} onConfirm={jest.fn()} onCancel={jest.fn()} />],
    ['the avatar dialog', <AvatarDialog user={USER} currentAvatarUrl={null} onUpload={jest.fn()} onCancel={jest.fn()} />],
    [
      'the auto-login warning',
      <AutoLoginDialog user={USER} link={null} onCreate={jest.fn()} onCopy={jest.fn()} onOpen={jest.fn()} onCancel={jest.fn()} />,
    ],
    [
      'the auto-login link',
      <AutoLoginDialog
        user={USER}
        link={LINK}
        copy="copied"
        onCreate={jest.fn()}
        onCopy={jest.fn()}
        onOpen={jest.fn()}
        onCancel={jest.fn()}
      />,
    ],
  ])('has no serious or critical axe issue: %s', async (_name, ui) => {
    const { container } = renderUi(ui);
    await act(async () => expectNoSeriousAxeIssues(container));
  });
});
