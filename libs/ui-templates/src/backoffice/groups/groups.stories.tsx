import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountManagerDialog } from './account-manager-dialog';
import { AddMembersDialog } from './add-members-dialog';
import { AssignConfirmDialog } from './assign-confirm-dialog';
import { AssignmentPanel } from './assignment-panel';
import { EmployeeGroupsList } from './employee-groups-list';
import { GroupChoiceDialog } from './group-choice-dialog';
import { GroupFormDialog } from './group-form-dialog';
import { GroupMembersPanel } from './group-members-panel';
import type { EmployeeGroupRow, EmployeeOption, FormErrors, GroupMemberRow, ListState } from './groups-types';
import { TeamLeadDialog } from './team-lead-dialog';

const EMPLOYEES: EmployeeOption[] = [
  { id: 6, name: 'Dan Staff', email: 'dan.staff@example.com' },
  { id: 7, name: 'Sam Support', email: 'sam.support@example.com' },
  { id: 9, name: 'Nina Nobody', email: 'nina.nobody@example.com' },
  { id: 10, name: 'Lea Lead', email: 'lea.lead@example.com' },
];
const GROUPS: EmployeeGroupRow[] = [
  { id: 1, name: 'Sales', leadId: 7, leadName: 'Sam Support', memberCount: 2 },
  { id: 2, name: 'Support', leadId: 10, leadName: 'Lea Lead', memberCount: 1 },
  { id: 3, name: 'Treasury', leadId: null, leadName: null, memberCount: 0 },
];
const MEMBERS: GroupMemberRow[] = [
  { id: 6, name: 'Dan Staff', email: 'dan.staff@example.com', href: '#user-6', isLead: false },
  { id: 7, name: 'Sam Support', email: 'sam.support@example.com', href: '#user-7', isLead: true },
];
const OPTIONS = GROUPS.map((g) => ({ id: g.id, name: g.name }));

/** A picker's data over the employees above: the search narrows them by name. */
function usePicker(exclude: readonly number[] = []) {
  const [search, setSearch] = useState('');
  const options = EMPLOYEES.filter((e) => !exclude.includes(e.id) && e.name.toLowerCase().includes(search.trim().toLowerCase()));
  return { search, onSearch: setSearch, options };
}

type Demo =
  | { kind: 'list'; state?: ListState; groups?: EmployeeGroupRow[]; canEdit?: boolean }
  | { kind: 'create'; refuse?: 'name' | 'lead' }
  | { kind: 'rename' }
  | { kind: 'lead'; error?: string }
  | { kind: 'members'; state?: ListState; members?: GroupMemberRow[]; canEdit?: boolean; total?: number }
  | { kind: 'move'; error?: string }
  | { kind: 'add'; errors?: string[] }
  | { kind: 'assign'; client: boolean; assigned: { name: string | undefined } | null; canChange?: boolean }
  | { kind: 'manager' }
  | { kind: 'remove'; error?: string };

/** The groups page's parts over fake data; a create dialog that refuses the first try when asked to. */
function GroupsDemo({ demo }: { demo: Demo }) {
  const lead = usePicker();
  const add = usePicker([6, 7]);
  const [selected, setSelected] = useState<number | null>(null);
  const [errors, setErrors] = useState<FormErrors<'name' | 'lead'> | undefined>(undefined);
  const [created, setCreated] = useState<string | null>(null);
  const [tries, setTries] = useState(0);
  switch (demo.kind) {
    case 'list':
      return (
        <>
          <EmployeeGroupsList
            state={demo.state ?? { kind: 'ready' }}
            groups={demo.groups ?? GROUPS}
            canEdit={demo.canEdit ?? true}
            selectedId={selected}
            membersId="members"
            onCreate={fn()}
            onRename={fn()}
            onSetLead={fn()}
            onToggleMembers={(g) => setSelected((s) => (s === g.id ? null : g.id))}
            onRetry={fn()}
          />
          {selected !== null ? (
            <GroupMembersPanel
              id="members"
              group={OPTIONS.find((g) => g.id === selected) ?? OPTIONS[0]}
              state={{ kind: 'ready' }}
              members={selected === 1 ? MEMBERS : []}
              total={selected === 1 ? 2 : 0}
              canEdit={demo.canEdit ?? true}
              onMove={fn()}
              onAdd={fn()}
              onRetry={fn()}
              onClose={() => setSelected(null)}
            />
          ) : null}
        </>
      );
    case 'create':
      return created ? (
        <p role="status">{created}</p>
      ) : (
        <GroupFormDialog
          mode="create"
          leadPicker={lead}
          errors={errors}
          onSubmit={({ name, lead: chosen }) => {
            setTries((n) => n + 1);
            if (demo.refuse === 'name' && tries === 0) setErrors({ fields: { name: 'Group with this name already exist.' } });
            else if (demo.refuse === 'lead' && chosen?.id === 10) setErrors({ fields: { lead: 'Employee is already team lead.' } });
            else setCreated(`${name}${chosen ? ` (${chosen.name})` : ''}`);
          }}
          onCancel={fn()}
        />
      );
    case 'rename':
      return <GroupFormDialog mode="rename" name="Sales" onSubmit={fn()} onCancel={fn()} />;
    case 'lead':
      return <TeamLeadDialog groupName="Sales" current={EMPLOYEES[1]} picker={lead} error={demo.error} onSubmit={fn()} onCancel={fn()} />;
    case 'members':
      return (
        <GroupMembersPanel
          id="members"
          group={OPTIONS[0]}
          state={demo.state ?? { kind: 'ready' }}
          members={demo.members ?? MEMBERS}
          total={demo.total ?? (demo.members ?? MEMBERS).length}
          canEdit={demo.canEdit ?? true}
          listHref="#users?group=1"
          onMove={fn()}
          onAdd={fn()}
          onRetry={fn()}
          onClose={fn()}
        />
      );
    case 'move':
      return (
        <GroupChoiceDialog userName="Dan Staff" currentGroupId={1} groups={OPTIONS} error={demo.error} onConfirm={fn()} onCancel={fn()} />
      );
    case 'add':
      return <AddMembersDialog groupName="Sales" picker={add} errors={demo.errors} onSubmit={fn()} onCancel={fn()} />;
    case 'assign':
      return (
        <AssignmentPanel
          kind={demo.client ? 'client' : 'employee'}
          assigned={demo.assigned}
          canChange={demo.canChange ?? true}
          onChange={fn()}
          onRemove={fn()}
        />
      );
    case 'manager':
      return <AccountManagerDialog userName="Chris Client" current={EMPLOYEES[0]} picker={lead} onSubmit={fn()} onCancel={fn()} />;
    case 'remove':
      return (
        <AssignConfirmDialog
          title="Remove the account manager"
          question="Remove Dan Staff as the account manager of Chris Client?"
          consequence="Chris Client will have no account manager until one is assigned."
          confirmLabel="Remove"
          error={demo.error}
          onConfirm={fn()}
          onCancel={fn()}
        />
      );
  }
}

/** The employee groups page's parts and the user page's assignment. */
const meta: Meta<typeof GroupsDemo> = {
  title: 'Back office/Employee groups',
  component: GroupsDemo,
};
export default meta;
type Story = StoryObj<typeof meta>;

const texts = (elements: HTMLElement[]) => elements.map((e) => e.textContent);

/** The groups: name, team lead, member count, and the actions of an employee allowed to change them. */
export const List: Story = {
  args: { demo: { kind: 'list' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Employee groups' });
    await expect(texts(within(table).getAllByRole('rowheader'))).toEqual(['Sales', 'Support', 'Treasury']);
    await expect(table).toHaveTextContent('No team lead');
    await expect(canvas.getByRole('button', { name: 'Create group' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Rename Sales' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Team lead of Sales' })).toBeVisible();
  },
};

/** Without users.update: the groups and their members, nothing to change. */
export const ListReadOnly: Story = {
  args: { demo: { kind: 'list', canEdit: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You can look at the groups; changing them needs the users.update permission.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Create|Rename|Team lead/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Members of Sales' }));
    const panel = canvas.getByRole('region', { name: 'Members of Sales' });
    await expect(within(panel).queryByRole('button', { name: /Move|Add/ })).toBeNull();
  },
};

/** Loading the groups. */
export const Loading: Story = {
  args: { demo: { kind: 'list', state: { kind: 'loading' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the groups…');
  },
};

/** No group yet. */
export const Empty: Story = {
  args: { demo: { kind: 'list', groups: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No groups yet')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Create group' })).toBeVisible();
  },
};

/** The groups could not be loaded: the reason and Try again. */
export const LoadFailed: Story = {
  args: {
    demo: { kind: 'list', state: { kind: 'error', message: 'The service cannot be reached. Check your connection and try again.' } },
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The groups could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Create: the name is required; a team lead may be picked among the employees. */
export const CreateDialog: Story = {
  args: { demo: { kind: 'create' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const dialog = canvas.getByRole('dialog', { name: 'Create an employee group' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await expect(name).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));
    await expect(name).toHaveAccessibleDescription(/Enter a name for the group\./);
    await userEvent.type(name, 'Marketing');
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search employees' }), 'nina');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Nina Nobody/ }));
    await expect(dialog).toHaveTextContent('Nina Nobody becomes its team lead and joins it, leaving any other group.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Marketing (Nina Nobody)');
  },
};

/** Create refused: the name is taken. The message stands beside the name, and the name typed stays. */
export const CreateDialogNameTaken: Story = {
  args: { demo: { kind: 'create', refuse: 'name' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const dialog = canvas.getByRole('dialog', { name: 'Create an employee group' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await userEvent.type(name, 'Sales');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Group with this name already exist\./));
    await expect(name).toHaveValue('Sales');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveFocus();
  },
};

/** Create refused: the employee already leads a group. The message stands beside the team lead. */
export const CreateDialogLeadTaken: Story = {
  args: { demo: { kind: 'create', refuse: 'lead' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const dialog = canvas.getByRole('dialog', { name: 'Create an employee group' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Risk');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Lea Lead/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));
    const lead = within(dialog).getByRole('group', { name: 'Team lead (optional)' });
    await waitFor(() => expect(lead).toHaveAccessibleDescription('Employee is already team lead.'));
    await expect(within(dialog).getByRole('radio', { name: /Lea Lead/ })).toHaveFocus();
  },
};

/** Rename: the name now, and the consequence. */
export const RenameDialog: Story = {
  args: { demo: { kind: 'rename' } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Rename Sales' });
    await expect(dialog).toHaveAccessibleDescription('Only the name changes: the team lead and the members stay.');
    await expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Sales');
  },
};

/** Team lead: the lead now chosen; the consequence follows the choice; a refusal beside the choice. */
export const TeamLead: Story = {
  args: { demo: { kind: 'lead', error: 'Employee is already team lead.' } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Team lead of Sales' });
    await expect(within(dialog).getByRole('radio', { name: /Sam Support/ })).toBeChecked();
    await expect(within(dialog).getByRole('group', { name: 'Team lead' })).toHaveAccessibleDescription('Employee is already team lead.');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'No team lead' }));
    await expect(dialog).toHaveAccessibleDescription('Sales will have no team lead; its members stay.');
  },
};

/** A group's members, the team lead marked, with Move to… and Add employees. */
export const Members: Story = {
  args: { demo: { kind: 'members' } },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Members of Sales' });
    const table = within(panel).getByRole('table', { name: 'Members of Sales' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(table).toHaveTextContent('Team lead');
    await expect(within(panel).getByRole('button', { name: 'Move Dan Staff to another group' })).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Add employees to Sales' })).toBeVisible();
    await expect(within(panel).getByRole('link', { name: 'Open the members in the users list' })).toBeVisible();
  },
};

/** More members than listed: the list says so. */
export const MembersCut: Story = {
  args: { demo: { kind: 'members', total: 240 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The first 2 of 240 members are shown.')).toBeVisible();
  },
};

/** A group without members. */
export const MembersEmpty: Story = {
  args: { demo: { kind: 'members', members: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This group has no members yet.')).toBeVisible();
  },
};

/** The members could not be loaded. */
export const MembersFailed: Story = {
  args: { demo: { kind: 'members', state: { kind: 'error', message: 'Something went wrong. Please try again.' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The members could not be loaded.');
  },
};

/** Move to…: the groups and "No group", the current one marked; the consequence follows the choice. */
export const MoveDialog: Story = {
  args: { demo: { kind: 'move' } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Move Dan Staff' });
    await expect(dialog).toHaveAccessibleDescription('Choose where Dan Staff goes.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await expect(within(dialog).getByRole('group', { name: 'Group' })).toHaveAccessibleDescription('Choose a group, or “No group”.');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Support' }));
    await expect(dialog).toHaveAccessibleDescription('Dan Staff leaves Sales and joins Support.');
  },
};

/** Move refused: the team lead cannot leave the group. */
export const MoveRefused: Story = {
  args: { demo: { kind: 'move', error: "Can't remove employee group lead." } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Move Dan Staff' });
    await expect(within(dialog).getByRole('group', { name: 'Group' })).toHaveAccessibleDescription("Can't remove employee group lead.");
  },
};

/** Add employees: several employees by name; the members are not offered; a refusal names the employee. */
export const AddEmployees: Story = {
  args: { demo: { kind: 'add', errors: ["Lea Lead: Can't remove employee group lead."] } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Add employees to Sales' });
    await expect(
      texts(
        within(dialog)
          .getAllByRole('checkbox')
          .map((c) => c.closest('label') as HTMLElement),
      ),
    ).toEqual(['Nina Nobody nina.nobody@example.com', 'Lea Lead lea.lead@example.com']);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Nina Nobody/ }));
    await expect(within(dialog).getByRole('group', { name: 'Employees' })).toHaveAccessibleDescription(
      "Employees chosen: 1 Lea Lead: Can't remove employee group lead.",
    );
  },
};

/** The user page's assignment: a client's account manager, with Change and Remove. */
export const AssignmentClient: Story = {
  args: { demo: { kind: 'assign', client: true, assigned: { name: 'Dan Staff' } } },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Assignment' });
    await expect(within(section).getByRole('definition')).toHaveTextContent('Dan Staff');
    await expect(texts(within(section).getAllByRole('button'))).toEqual(['Change account manager', 'Remove account manager']);
  },
};

/** A client without a manager: "None" and Assign. */
export const AssignmentClientNone: Story = {
  args: { demo: { kind: 'assign', client: true, assigned: null } },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Assignment' });
    await expect(within(section).getByRole('definition')).toHaveTextContent('None');
    await expect(texts(within(section).getAllByRole('button'))).toEqual(['Assign account manager']);
  },
};

/** An employee's group, read-only (no users.update, or the employee's own record). */
export const AssignmentEmployeeReadOnly: Story = {
  args: { demo: { kind: 'assign', client: false, assigned: { name: 'Sales' }, canChange: false } },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Assignment' });
    await expect(within(section).getByRole('term')).toHaveTextContent('Employee group');
    await expect(within(section).getByRole('definition')).toHaveTextContent('Sales');
    await expect(within(section).queryAllByRole('button')).toEqual([]);
  },
};

/** The account manager's choice: the manager now chosen; saving it unchanged is answered beside the choice. */
export const AccountManager: Story = {
  args: { demo: { kind: 'manager' } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Account manager of Chris Client' });
    await expect(within(dialog).getByRole('searchbox', { name: 'Search employees' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(within(dialog).getByRole('group', { name: 'Account manager' })).toHaveAccessibleDescription(
      'That is the account manager already: choose another employee.',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: /Sam Support/ }));
    await expect(dialog).toHaveTextContent('Sam Support becomes the account manager of Chris Client.');
  },
};

/** Taking the manager away asks first, naming the client and the consequence; a refusal is announced. */
export const RemoveManagerRefused: Story = {
  args: { demo: { kind: 'remove', error: 'This user holds permissions you do not have, so you cannot change them.' } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Remove the account manager' });
    await expect(dialog).toHaveAccessibleDescription('Remove Dan Staff as the account manager of Chris Client?');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('This user holds permissions you do not have');
  },
};

/** In German. */
export const ListGerman: Story = {
  args: { demo: { kind: 'list' } },
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Mitarbeitergruppen' })).toHaveTextContent('Kein Teamleiter');
    await expect(canvas.getByRole('button', { name: 'Gruppe anlegen' })).toBeVisible();
  },
};
