import '@testing-library/jest-dom';
import { StrictMode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@brokerfront/i18n/react';
import { createTestI18n } from '../../i18n/test-i18n';
import { expectNoSeriousAxeIssues } from '../testing/backoffice-testing';
import de from './i18n/de.json';
import en from './i18n/en.json';
import { QueryBuilder, type QueryBuilderProps } from './query-builder';
import { FIXTURE_FIELDS, nestedTree } from './query-builder-fixtures';
import { emptyQueryTree, MAX_CONDITIONS, type QueryCondition, type QueryGroup, type QueryNode } from './query-tree';

// The builder's texts, plus the shared yes/no of the back office's namespace.
const resources = {
  en: { backoffice: { ...en, boolean: { true: 'Yes', false: 'No' } } },
  de: { backoffice: { ...de, boolean: { true: 'Ja', false: 'Nein' } } },
};

function renderBuilder(props: Partial<QueryBuilderProps> = {}, language = 'en') {
  const onApply = jest.fn<void, [QueryGroup]>();
  const i18n = createTestI18n(language, resources);
  const ui = (p: Partial<QueryBuilderProps>) => (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryBuilder fields={FIXTURE_FIELDS} value={emptyQueryTree()} onApply={onApply} {...p} />
      </I18nextProvider>
    </StrictMode>
  );
  const result = render(ui(props));
  return { ...result, onApply, rerender: (p: Partial<QueryBuilderProps>) => result.rerender(ui({ ...props, ...p })) };
}

/** A tree without its ids (ids are for React, not part of the query). */
type Bare = { all: boolean; children: Bare[] } | { field: string; op: string; value: QueryCondition['value'] };
function bare(node: QueryNode): Bare {
  return node.kind === 'condition'
    ? { field: node.field, op: node.op, value: node.value }
    : { all: node.all, children: node.children.map(bare) };
}
const lastApplied = (onApply: jest.Mock<void, [QueryGroup]>) => bare(onApply.mock.calls[onApply.mock.calls.length - 1][0]);

let ids = 0;
const c = (field: string, op: QueryCondition['op'], value: QueryCondition['value']): QueryCondition => ({
  kind: 'condition',
  id: `t${++ids}`,
  field,
  op,
  value,
});
const g = (all: boolean, children: QueryNode[], id = `t${++ids}`): QueryGroup => ({ kind: 'group', id, all, children });

const field = (n: number) => screen.getByRole('combobox', { name: `Field of condition ${n}` });
const operator = (n: number) => screen.getByRole('combobox', { name: `Operator of condition ${n}` });

// Keyboard walks through a few hundred checkboxes take a while on a busy machine.
jest.setTimeout(30_000);

describe('QueryBuilder', () => {
  it('builds an OR of two conditions by keyboard and applies exactly that tree', async () => {
    const user = userEvent.setup();
    const { onApply } = renderBuilder();
    const match = screen.getByRole('radiogroup', { name: 'Match of all filters' });

    await user.tab();
    expect(within(match).getByRole('radio', { name: 'All of' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(match).getByRole('radio', { name: 'Any of' })).toBeChecked();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Add filter' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(field(1)).toHaveFocus();
    await user.selectOptions(field(1), 'E-mail');
    await user.tab();
    expect(operator(1)).toHaveFocus();
    await user.selectOptions(operator(1), 'contains');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Value of condition 1' })).toHaveFocus();
    await user.keyboard('example.com');

    await user.tab(); // remove condition 1
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add filter' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(field(2)).toHaveFocus();
    await user.selectOptions(field(2), 'Country');
    await user.tab();
    await user.selectOptions(operator(2), 'is one of');
    await user.tab();
    const countries = screen.getByRole('group', { name: 'Value of condition 2' });
    expect(within(countries).getByRole('button', { name: 'Choose values' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(countries).getByRole('searchbox', { name: 'Find a value for condition 2' })).toHaveFocus();
    await user.keyboard('swe{Enter}norw{Enter}{Escape}');
    expect(within(countries).getByRole('button', { name: 'Change choice' })).toHaveFocus();
    expect(onApply).not.toHaveBeenCalled();

    for (let i = 0; i < 4 && document.activeElement !== screen.getByRole('button', { name: 'Apply filters' }); i++) await user.tab();
    expect(screen.getByRole('button', { name: 'Apply filters' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(onApply).toHaveBeenCalledTimes(1);
    expect(lastApplied(onApply)).toEqual({
      all: false,
      children: [
        { field: 'Email', op: 'contains', value: 'example.com' },
        { field: 'CountryCode', op: 'in', value: ['SE', 'NO'] },
      ],
    });
  });

  it('applies the draft on Enter in a value input', async () => {
    const user = userEvent.setup();
    const { onApply } = renderBuilder({ value: g(true, [c('FullName', 'contains', '')], 'root') });
    await user.type(screen.getByRole('textbox', { name: 'Value of condition 1' }), 'ada{Enter}');
    expect(lastApplied(onApply)).toEqual({ all: true, children: [{ field: 'FullName', op: 'contains', value: 'ada' }] });
  });

  it('offers the operators of the field kind, in words', () => {
    renderBuilder({ value: g(true, [c('CreatedAt', 'eq', ''), c('IsBlocked', 'eq', ''), c('UserType', 'eq', '')], 'root') });
    const names = (n: number) =>
      within(operator(n))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(names(1)).toEqual(['is on', 'is not on', 'is before', 'is on or before', 'is after', 'is on or after', 'is between']);
    expect(names(2)).toEqual(['equals']);
    expect(names(3)).toEqual(['equals', 'is one of', 'is not one of']);
    expect(within(field(1)).getAllByRole('option')).toHaveLength(FIXTURE_FIELDS.length);
    expect(
      within(screen.getByRole('combobox', { name: 'Value of condition 2' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'Yes', 'No']);
  });

  it('reshapes the value when the operator changes, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { onApply } = renderBuilder({ value: g(true, [c('CreatedAt', 'eq', '2025-03-01'), c('Email', 'eq', 'a@x.example')], 'root') });

    await user.selectOptions(operator(1), 'is between');
    expect(screen.getByLabelText('Value of condition 1, from')).toHaveValue('01/03/2025');
    expect(screen.getByLabelText('Value of condition 1, to')).toHaveValue('');
    expect(screen.getByLabelText('Value of condition 1, to')).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    expect(screen.getByLabelText('Value of condition 1, from')).toHaveAccessibleDescription(/Incomplete/);

    await user.selectOptions(operator(2), 'is one of');
    expect(screen.getByRole('textbox', { name: 'Value of condition 2' })).toHaveValue('a@x.example');
    await user.type(screen.getByRole('textbox', { name: 'Value of condition 2' }), ', b@x.example');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(lastApplied(onApply)).toEqual({
      all: true,
      children: [
        { field: 'CreatedAt', op: 'between', value: ['2025-03-01', ''] },
        { field: 'Email', op: 'in', value: ['a@x.example', 'b@x.example'] },
      ],
    });

    await user.selectOptions(operator(2), 'begins with');
    await user.selectOptions(operator(1), 'is before');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(lastApplied(onApply)).toEqual({
      all: true,
      children: [
        { field: 'CreatedAt', op: 'lt', value: '2025-03-01' },
        { field: 'Email', op: 'beginsWith', value: 'a@x.example' },
      ],
    });
  });

  it('starts the value again when the field changes to another kind, and keeps the operator when offered', async () => {
    const user = userEvent.setup();
    const { onApply } = renderBuilder({ value: g(true, [c('Email', 'in', ['a', 'b']), c('FullName', 'contains', 'ada')], 'root') });
    await user.selectOptions(field(1), 'User type');
    await user.selectOptions(field(2), 'E-mail');
    expect(within(screen.getByRole('group', { name: 'Value of condition 1' })).getAllByRole('checkbox')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(lastApplied(onApply)).toEqual({
      all: true,
      children: [
        { field: 'UserType', op: 'in', value: [] },
        { field: 'Email', op: 'contains', value: 'ada' },
      ],
    });
  });

  it('asks a field for its choices loaded on demand only once an editor of its values is shown', async () => {
    const user = userEvent.setup();
    const onOptionsNeeded = jest.fn();
    const fields = FIXTURE_FIELDS.map((f) => (f.id === 'UserType' ? { ...f, onOptionsNeeded } : f));
    renderBuilder({ fields, value: g(true, [c('FullName', 'contains', 'ada')], 'root') });
    expect(onOptionsNeeded).not.toHaveBeenCalled();
    await user.selectOptions(field(1), 'User type');
    expect(onOptionsNeeded).toHaveBeenCalled();
    const calls = onOptionsNeeded.mock.calls.length;
    // Editing the value asks nothing more.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Value of condition 1' }), 'Employee');
    await user.selectOptions(operator(1), 'is one of');
    expect(onOptionsNeeded).toHaveBeenCalledTimes(calls);
  });

  it('resets the draft when the applied tree changes, and only then', async () => {
    const user = userEvent.setup();
    const first = g(true, [c('FullName', 'contains', 'ada')], 'root');
    const { rerender } = renderBuilder({ value: first });
    const input = () => screen.getByRole('textbox', { name: 'Value of condition 1' });
    await user.type(input(), ' lovelace');
    expect(screen.getByText('Changes not applied yet.')).toBeInTheDocument();

    // The same tree read again from the URL (a new object, new ids): the edit stays.
    rerender({ value: g(true, [c('FullName', 'contains', 'ada')], 'root') });
    expect(input()).toHaveValue('ada lovelace');

    // Back: another tree. The draft follows it.
    rerender({ value: g(false, [c('Email', 'beginsWith', 'grace')], 'root') });
    expect(input()).toHaveValue('grace');
    expect(field(1)).toHaveDisplayValue('E-mail');
    expect(screen.getByRole('radio', { name: 'Any of' })).toBeChecked();
    expect(screen.queryByText('Changes not applied yet.')).not.toBeInTheDocument();
  });

  it('removes a condition or a group and moves the focus to what follows', async () => {
    const user = userEvent.setup();
    const { onApply } = renderBuilder({
      value: g(
        true,
        [c('FullName', 'contains', 'a'), c('Email', 'contains', 'b'), g(false, [c('UserType', 'eq', '1')]), c('IsBlocked', 'eq', 'true')],
        'root',
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Remove condition 2' }));
    expect(screen.queryByDisplayValue('b')).not.toBeInTheDocument();
    // What was condition 3 (in group 1) is now condition 2, and the focus is on its group.
    expect(within(screen.getByRole('group', { name: 'Group 1' })).getByRole('radio', { name: 'Any of' })).toHaveFocus();
    expect(field(2)).toHaveDisplayValue('User type');
    await user.click(screen.getByRole('button', { name: 'Remove group 1' }));
    expect(screen.queryByRole('group', { name: 'Group 1' })).not.toBeInTheDocument();
    expect(field(2)).toHaveFocus();
    expect(field(2)).toHaveDisplayValue('Blocked');
    await user.click(screen.getByRole('button', { name: 'Remove condition 2' }));
    expect(field(1)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove condition 1' }));
    expect(screen.getByRole('button', { name: 'Add filter' })).toHaveFocus();
    expect(screen.getByText(/No filters yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(lastApplied(onApply)).toEqual({ all: true, children: [] });
  });

  it(`stops adding at ${MAX_CONDITIONS} conditions and says why`, async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: MAX_CONDITIONS - 1 }, (_, i) => c('Email', 'contains', `u${i}`));
    renderBuilder({ value: g(true, many, 'root') });
    const add = screen.getByRole('button', { name: 'Add filter' });
    expect(add).toBeEnabled();
    await user.click(add);
    expect(add).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add group' })).toBeDisabled();
    expect(add).toHaveAccessibleDescription(`A query holds at most ${MAX_CONDITIONS} conditions.`);
    await user.click(screen.getByRole('button', { name: `Remove condition ${MAX_CONDITIONS}` }));
    expect(add).toBeEnabled();
    expect(screen.queryByText(/at most/)).not.toBeInTheDocument();
  });

  it('nests groups three deep and no deeper', async () => {
    const user = userEvent.setup();
    renderBuilder({ value: g(true, [], 'root') });
    await user.click(screen.getByRole('button', { name: 'Add group' }));
    const one = screen.getByRole('group', { name: 'Group 1' });
    // A group inside "All of" starts as "Any of", with one condition whose field has the focus.
    expect(within(one).getByRole('radio', { name: 'Any of' })).toBeChecked();
    expect(field(1)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add group to group 1' }));
    await user.click(screen.getByRole('button', { name: 'Add group to group 2' }));
    const three = screen.getByRole('group', { name: 'Group 3' });
    expect(within(three).getByRole('button', { name: 'Add filter to group 3' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Add group to group 3' })).not.toBeInTheDocument();
  });

  it('"Clear all" applies an empty tree and empties the draft', async () => {
    const user = userEvent.setup();
    const { onApply } = renderBuilder({ value: nestedTree() });
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(lastApplied(onApply)).toEqual({ all: true, children: [] });
    expect(screen.queryByRole('combobox', { name: /Field of condition/ })).not.toBeInTheDocument();
  });

  it('announces how many conditions of the applied query are active; incomplete ones are marked and not counted', async () => {
    const user = userEvent.setup();
    const value = g(
      true,
      [c('FullName', 'contains', 'ada'), c('CreatedAt', 'between', ['2025-01-01', '']), c('CountryCode', 'in', [])],
      'root',
    );
    const { rerender, onApply } = renderBuilder({ value });
    expect(screen.getByRole('status')).toHaveTextContent('Active conditions: 1');
    expect(screen.getAllByText('Incomplete')).toHaveLength(2);
    await user.type(screen.getByLabelText('Value of condition 2, to'), '1/2/2025');
    expect(screen.getAllByText('Incomplete')).toHaveLength(1);
    // Typing is not applying: the count is of the applied query.
    expect(screen.getByRole('status')).toHaveTextContent('Active conditions: 1');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    rerender({ value: onApply.mock.calls[0][0] });
    expect(screen.getByRole('status')).toHaveTextContent('Active conditions: 2');
    expect(lastApplied(onApply)).toMatchObject({
      children: [{}, { field: 'CreatedAt', op: 'between', value: ['2025-01-01', '2025-02-01'] }, {}],
    });
  });

  it('takes dates day first or from a calendar, and leaves a condition whose text is not a date incomplete', async () => {
    const user = userEvent.setup();
    const { onApply } = renderBuilder({ value: g(true, [c('CreatedAt', 'gte', '')], 'root') });
    const date = screen.getByRole('textbox', { name: 'Value of condition 1' });
    expect(date).toHaveAccessibleDescription(/Day\/month\/year, for example 31\/12\/1990\./);
    await user.type(date, '31.04.2025');
    await user.tab();
    await user.tab();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription(/Incomplete.*This is not a valid date/);
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(lastApplied(onApply)).toEqual({ all: true, children: [{ field: 'CreatedAt', op: 'gte', value: '' }] });

    await user.clear(date);
    await user.type(date, '30.04.2025');
    expect(date).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Open the calendar for Value of condition 1' }));
    const calendar = screen.getByRole('dialog', { name: 'Calendar for Value of condition 1' });
    expect(await within(calendar).findByRole('button', { name: 'Wednesday, 30 April 2025, selected' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(date).toHaveValue('01/05/2025');
    expect(date).toHaveFocus();
    // Enter in the date applies the filters, as in any value.
    await user.keyboard('{Enter}');
    expect(lastApplied(onApply)).toEqual({ all: true, children: [{ field: 'CreatedAt', op: 'gte', value: '2025-05-01' }] });
  });

  it('says when a range ends before it starts', async () => {
    const user = userEvent.setup();
    renderBuilder({ value: g(true, [c('InactivityLogoutMinutes', 'between', ['60', ''])], 'root') });
    const to = screen.getByRole('spinbutton', { name: 'Value of condition 1, to' });
    await user.type(to, '15');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('The end comes before the start, so nothing can match.');
    await user.clear(to);
    await user.type(to, '90');
    expect(to).not.toHaveAttribute('aria-invalid');
  });

  it('says when a range of dates ends before it starts', async () => {
    const user = userEvent.setup();
    renderBuilder({ value: g(true, [c('CreatedAt', 'between', ['2025-03-01', ''])], 'root') });
    const to = screen.getByRole('textbox', { name: 'Value of condition 1, to' });
    await user.type(to, '28/02/2025');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription(/The end comes before the start, so nothing can match\.$/);
    await user.clear(to);
    await user.type(to, '01/03/2025');
    expect(to).not.toHaveAttribute('aria-invalid');
  });

  it('chooses among 249 countries with the keyboard: search, arrows, Space, chips', async () => {
    const user = userEvent.setup();
    const { onApply } = renderBuilder({ value: g(true, [c('CountryCode', 'notIn', ['SE'])], 'root') });
    const value = screen.getByRole('group', { name: 'Value of condition 1' });
    await user.click(within(value).getByRole('button', { name: 'Change choice' }));
    const find = within(value).getByRole('searchbox', { name: 'Find a value for condition 1' });
    expect(within(value).getByText('249 of 249 shown')).toBeInTheDocument();
    await user.type(find, 'island');
    // "Island" in Iceland's German name does not count: these are English names, accents ignored.
    const shown = within(value)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.every((name) => /island/i.test(name ?? ''))).toBe(true);
    await user.keyboard('{ArrowDown}');
    expect(within(value).getAllByRole('checkbox')[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}{ }');
    expect(within(value).getAllByRole('checkbox')[1]).toBeChecked();
    // One tab stop in the list: Tab leaves it.
    await user.tab();
    expect(within(value).getByRole('button', { name: 'Clear choice' })).toHaveFocus();
    await user.clear(find);
    await user.type(find, 'aland isl');
    expect(within(value).getByText('1 of 249 shown')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    const chips = within(value).getByRole('list', { name: 'Chosen values of condition 1' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.bf-qb-chip__label')?.textContent),
    ).toEqual(['Sweden', shown[1], 'Åland Islands']);
    await user.click(within(chips).getByRole('button', { name: 'Remove Sweden' }));
    expect(within(chips).getAllByRole('listitem')).toHaveLength(2);
    expect(within(chips).getAllByRole('button')[0]).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(lastApplied(onApply)).toEqual({
      all: true,
      children: [{ field: 'CountryCode', op: 'notIn', value: [expect.any(String), 'AX'] }],
    });
  });

  it('speaks the interface language', () => {
    renderBuilder({ value: g(true, [c('CreatedAt', 'lte', '')], 'root') }, 'de');
    expect(screen.getByRole('combobox', { name: 'Feld von Bedingung 1' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Operator von Bedingung 1' })).toHaveDisplayValue('ist am oder vor');
    expect(screen.getByRole('button', { name: 'Filter anwenden' })).toBeInTheDocument();
  });

  it('has no serious or critical accessibility issue', async () => {
    const user = userEvent.setup();
    const { container } = renderBuilder({ value: nestedTree() });
    await user.click(screen.getByRole('button', { name: 'Change choice' }));
    await expectNoSeriousAxeIssues(container, { withoutCanvas: true });
  });
});
