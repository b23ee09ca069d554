import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QueryBuilder } from './query-builder';
import { FIXTURE_FIELDS, manyCountriesTree, nestedTree, onePerKindTree, twoConditionOrTree } from './query-builder-fixtures';
import { emptyQueryTree, MAX_GROUP_DEPTH, type QueryField, type QueryGroup } from './query-tree';

interface StoryProps {
  /** The tree applied when the story opens. */
  initial: () => QueryGroup;
  fields?: readonly QueryField[];
  /** A width in pixels to render the builder at (a phone is 390). */
  width?: number;
  onApply: (tree: QueryGroup) => void;
}

/** The builder holding its applied tree, as the users page does with the URL. */
function Builder({ initial, fields = FIXTURE_FIELDS, width, onApply }: StoryProps) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ padding: '1rem', maxWidth: width ? `${width}px` : undefined, boxSizing: 'border-box' }}>
      <QueryBuilder
        fields={fields}
        value={value}
        onApply={(tree) => {
          setValue(tree);
          onApply(tree);
        }}
      />
    </div>
  );
}

/** The users list's query builder: AND/OR groups of conditions over the user fields. */
const meta: Meta<typeof Builder> = {
  title: 'Back office/Query builder',
  component: Builder,
  args: { initial: emptyQueryTree, onApply: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Active conditions: 0');
    await expect(canvas.getByText(/No filters yet/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add filter' }));
    await expect(canvas.getByRole('combobox', { name: 'Field of condition 1' })).toHaveFocus();
    await expect(canvas.getByText('Incomplete')).toBeVisible();
  },
};

export const OneConditionPerKind: Story = {
  args: { initial: onePerKindTree },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Value of condition 1' })).toHaveValue('smith');
    await expect(canvas.getByRole('spinbutton', { name: 'Value of condition 2, from' })).toHaveValue(15);
    await expect(canvas.getByRole('spinbutton', { name: 'Value of condition 2, to' })).toHaveValue(60);
    await expect(canvas.getByRole('textbox', { name: 'Value of condition 3' })).toHaveValue('01/01/2025');
    await expect(canvas.getByRole('button', { name: 'Open the calendar for Value of condition 3' })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Operator of condition 3' })).toHaveDisplayValue('is on or after');
    await expect(canvas.getByRole('combobox', { name: 'Value of condition 4' })).toHaveDisplayValue('Individual');
    await expect(canvas.getByRole('combobox', { name: 'Value of condition 5' })).toHaveDisplayValue('No');
    await expect(canvas.getByRole('textbox', { name: 'Value of condition 6' })).toHaveAccessibleDescription(/Incomplete/);
    await expect(canvas.getByRole('status')).toHaveTextContent('Active conditions: 5');
  },
};

export const TwoConditionOr: Story = {
  args: { initial: twoConditionOrTree },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const match = canvas.getByRole('radiogroup', { name: 'Match of all filters' });
    await expect(within(match).getByRole('radio', { name: 'Any of' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Value of condition 1' })).toHaveDisplayValue('Sweden');
    await expect(canvas.getByRole('status')).toHaveTextContent('Active conditions: 2');
    // Switch to "All of" by keyboard and apply.
    await userEvent.click(within(match).getByRole('radio', { name: 'Any of' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(match).getByRole('radio', { name: 'All of' })).toBeChecked();
    await expect(canvas.getByText('Changes not applied yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filters' }));
    await expect(args.onApply).toHaveBeenLastCalledWith(expect.objectContaining({ all: true }));
    await expect(canvas.queryByText('Changes not applied yet.')).toBeNull();
  },
};

export const NestedGroups: Story = {
  args: { initial: nestedTree },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const n of [1, 2, 3]) await expect(canvas.getByRole('group', { name: `Group ${n}` })).toBeVisible();
    // The deepest group may hold conditions, not groups.
    const deepest = canvas.getByRole('group', { name: `Group ${MAX_GROUP_DEPTH}` });
    await expect(within(deepest).getByRole('button', { name: `Add filter to group ${MAX_GROUP_DEPTH}` })).toBeEnabled();
    await expect(within(deepest).queryByRole('button', { name: /Add group/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add group to group 2' })).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Active conditions: 5');
  },
};

export const ManyCountries: Story = {
  args: { initial: manyCountriesTree },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const value = canvas.getByRole('group', { name: 'Value of condition 1' });
    const chosen = within(value).getByRole('list', { name: 'Chosen values of condition 1' });
    const before = within(chosen).getAllByRole('listitem').length;
    await expect(before).toBeGreaterThan(20);
    await userEvent.click(within(value).getByRole('button', { name: 'Change choice' }));
    const find = within(value).getByRole('searchbox', { name: 'Find a value for condition 1' });
    await expect(find).toHaveFocus();
    await userEvent.type(find, 'germ');
    await expect(within(value).getByText('1 of', { exact: false })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(within(chosen).getAllByRole('listitem')).toHaveLength(before + 1);
    await expect(within(chosen).getByText('Germany')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(within(value).getByRole('button', { name: 'Change choice' })).toHaveFocus();
  },
};

export const Phone390: Story = {
  name: '390 px',
  args: { initial: nestedTree, width: 390 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Filters' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Apply filters' })).toBeVisible();
  },
};
