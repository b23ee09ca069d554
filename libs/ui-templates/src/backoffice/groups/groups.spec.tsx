import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { backofficeResources, expectNoSeriousAxeIssues, rendererWith } from '../testing/backoffice-testing';
import bulkDe from '../bulk/i18n/de.json';
import bulkEn from '../bulk/i18n/en.json';
import de from './i18n/de.json';
import en from './i18n/en.json';
import svn from './i18n/svn.json';
import { AccountManagerDialog } from './account-manager-dialog';
import { AddMembersDialog } from './add-members-dialog';
import { AssignmentPanel } from './assignment-panel';
import { EmployeeGroupsList } from './employee-groups-list';
import { GroupChoiceDialog } from './group-choice-dialog';
import { GroupFormDialog, groupNameProblem } from './group-form-dialog';
import { GroupMembersPanel } from './group-members-panel';
import { TeamLeadDialog } from './team-lead-dialog';

const renderUi = rendererWith(backofficeResources({ en: { ...en, ...bulkEn }, de: { ...de, ...bulkDe }, svn }));

const noop = () => undefined;
const picker = { search: '', onSearch: noop, options: [{ id: 9, name: 'Nina Nobody', email: 'nina.nobody@example.com' }] };
const GROUPS = [
  { id: 1, name: 'Sales', leadId: 7, leadName: 'Sam Support', memberCount: 2 },
  { id: 2, name: 'Support', leadId: null, leadName: null, memberCount: 0 },
];

describe('groupNameProblem', () => {
  it('asks for 1 to 100 characters after trimming', () => {
    expect(groupNameProblem('   ')).toBe('required');
    expect(groupNameProblem(' Sales ')).toBeNull();
    expect(groupNameProblem('x'.repeat(100))).toBeNull();
    expect(groupNameProblem('x'.repeat(101))).toBe('tooLong');
  });
});

describe('the groups parts', () => {
  it('have no serious or critical accessibility issue: list, members, assignment', async () => {
    const { container } = renderUi(
      <main>
        <EmployeeGroupsList
          state={{ kind: 'ready' }}
          groups={GROUPS}
          canEdit
          selectedId={1}
          membersId="members"
          onCreate={noop}
          onRename={noop}
          onSetLead={noop}
          onToggleMembers={noop}
          onRetry={noop}
        />
        <GroupMembersPanel
          id="members"
          group={{ id: 1, name: 'Sales' }}
          state={{ kind: 'ready' }}
          members={[{ id: 7, name: 'Sam Support', email: 'sam@example.com', href: '#7', isLead: true }]}
          total={1}
          canEdit
          listHref="#list"
          onMove={noop}
          onAdd={noop}
          onRetry={noop}
          onClose={noop}
        />
        <AssignmentPanel kind="client" assigned={{ name: 'Dan Staff' }} canChange onChange={noop} onRemove={noop} notice="Saved." />
      </main>,
    );
    await expectNoSeriousAxeIssues(container);
  });

  it.each([
    ['create', <GroupFormDialog key="c" mode="create" leadPicker={picker} onSubmit={noop} onCancel={noop} />],
    [
      'rename with an error',
      <GroupFormDialog
        key="r"
        mode="rename"
        name="Sales"
        errors={{ fields: { name: 'Taken.' }, form: ['Not allowed.'] }}
        onSubmit={noop}
        onCancel={noop}
      />,
    ],
    [
      'team lead',
      <TeamLeadDialog key="l" groupName="Sales" current={null} picker={picker} error="Refused." onSubmit={noop} onCancel={noop} />,
    ],
    [
      'move',
      <GroupChoiceDialog
        key="m"
        userName="Dan Staff"
        currentGroupId={1}
        groups={[{ id: 1, name: 'Sales' }]}
        error="Refused."
        onConfirm={noop}
        onCancel={noop}
      />,
    ],
    ['add', <AddMembersDialog key="a" groupName="Sales" picker={picker} errors={['Refused.']} onSubmit={noop} onCancel={noop} />],
    [
      'account manager',
      <AccountManagerDialog key="am" userName="Chris Client" current={null} picker={picker} onSubmit={noop} onCancel={noop} />,
    ],
  ])('the %s dialog has no serious or critical accessibility issue', async (_name, ui) => {
    renderUi(ui);
    await expectNoSeriousAxeIssues(document.body);
  });
});

/** A button that opens the move dialog, as the members panel does. */
function MoveOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Move Dan Staff
      </button>
      {open ? (
        <GroupChoiceDialog
          userName="Dan Staff"
          currentGroupId={null}
          groups={[
            { id: 1, name: 'Sales' },
            { id: 2, name: 'Support' },
          ]}
          onConfirm={noop}
          onCancel={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

describe('GroupChoiceDialog', () => {
  it('keeps Tab inside, and returns focus to the button that opened it', async () => {
    const user = userEvent.setup();
    renderUi(<MoveOpener />);
    const opener = screen.getByRole('button', { name: 'Move Dan Staff' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Move Dan Staff' });
    expect(within(dialog).getByRole('radio', { name: /No group/ })).toHaveFocus();
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('says what happens in the interface language', async () => {
    const user = userEvent.setup();
    renderUi(
      <GroupChoiceDialog
        userName="Dan Staff"
        currentGroupId={1}
        groups={[
          { id: 1, name: 'Vertrieb' },
          { id: 2, name: 'Support' },
        ]}
        onConfirm={noop}
        onCancel={noop}
      />,
      'de',
    );
    const dialog = screen.getByRole('dialog', { name: 'Dan Staff verschieben' });
    await user.click(within(dialog).getByRole('radio', { name: 'Keine Gruppe' }));
    expect(dialog).toHaveAccessibleDescription('Dan Staff verlässt Vertrieb und gehört keiner Gruppe mehr an.');
    await user.click(within(dialog).getByRole('radio', { name: /Vertrieb/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Verschieben' }));
    expect(within(dialog).getByRole('group', { name: 'Gruppe' })).toHaveAccessibleDescription(
      'Dan Staff ist bereits dort: Wählen Sie eine andere Gruppe.',
    );
  });

  it('sends the choice once it differs from the group now', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    renderUi(
      <GroupChoiceDialog
        userName="Dan Staff"
        currentGroupId={1}
        groups={[
          { id: 1, name: 'Sales' },
          { id: 2, name: 'Support' },
        ]}
        onConfirm={onConfirm}
        onCancel={noop}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Support' }));
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await user.click(screen.getByRole('radio', { name: 'No group' }));
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(onConfirm.mock.calls).toEqual([[2], [null]]);
  });

  it('ignores Move while the call is under way, and keeps the focus on it', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    renderUi(
      <GroupChoiceDialog
        userName="Dan Staff"
        currentGroupId={1}
        groups={[{ id: 2, name: 'Support' }]}
        busy
        onConfirm={onConfirm}
        onCancel={noop}
      />,
    );
    await user.click(screen.getByRole('radio', { name: 'Support' }));
    const move = screen.getByRole('button', { name: 'Moving…' });
    expect(move).toHaveAttribute('aria-disabled', 'true');
    await user.click(move);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(move).toHaveFocus();
  });
});

describe('GroupFormDialog', () => {
  it('sends the trimmed name and the lead chosen, in Slovenian too', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderUi(<GroupFormDialog mode="create" leadPicker={picker} onSubmit={onSubmit} onCancel={noop} />, 'svn');
    const dialog = screen.getByRole('dialog', { name: 'Ustvarjanje skupine zaposlenih' });
    await user.click(within(dialog).getByRole('button', { name: 'Ustvari skupino' }));
    expect(within(dialog).getByRole('textbox', { name: /Ime/ })).toHaveAccessibleDescription(/Vnesite ime skupine\./);
    await user.type(within(dialog).getByRole('textbox', { name: /Ime/ }), '  Prodaja ');
    await user.click(within(dialog).getByRole('radio', { name: /Nina Nobody/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Ustvari skupino' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Prodaja', lead: { id: 9, name: 'Nina Nobody', email: 'nina.nobody@example.com' } });
  });
});

describe('AddMembersDialog', () => {
  it('says every refusal of the service beside the choice, joined by commas (SPEC §8)', async () => {
    renderUi(
      <AddMembersDialog
        groupName="Sales"
        picker={picker}
        errors={['Nina Nobody: Only employees can belong to an employee group.', 'This already exists.']}
        onSubmit={noop}
        onCancel={noop}
      />,
    );
    const choice = screen.getByRole('group', { name: /Employees/ });
    expect(choice).toHaveAccessibleDescription(/Nina Nobody: Only employees can belong to an employee group\., This already exists\.$/);
  });
});
