import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '../../components/button';
import { UserHeaderView } from './user-header-view';

/** A small picture as a data address (no file to serve). */
const AVATAR =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#2f6fde"/><circle cx="40" cy="32" r="14" fill="#fff"/><rect x="16" y="52" width="48" height="24" rx="12" fill="#fff"/></svg>',
  );

/** The top of the user page (`/backoffice/users/:id`): a client, an employee, a blocked and an archived user. */
const meta: Meta<typeof UserHeaderView> = {
  title: 'Signed in/Back office/User page/Header',
  component: UserHeaderView,
  args: {
    name: 'Chris Client',
    avatarUrl: AVATAR,
    kind: 'client',
    isBlocked: false,
    isArchived: false,
    emailConfirmed: true,
    fullyRegistered: true,
    tierName: 'Gold',
    tierColor: '#FFD700',
    eyebrow: 'Back office',
    actions: (
      <ButtonLink href="#users" variant="secondary">
        All users
      </ButtonLink>
    ),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const states = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Account state' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

export const Client: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chris Client' })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
    await expect(canvas.getByText('Client')).toBeVisible();
    await expect(states(canvasElement)).toEqual(['Active', 'E-mail confirmed', 'Fully registered']);
    await expect(canvas.getByText('Gold')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All users' })).toBeVisible();
  },
};

export const Employee: Story = {
  args: { name: 'Erin Employee', avatarUrl: null, kind: 'employee', tierName: null, tierColor: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('.bf-user-header__avatar')).toHaveTextContent('EE');
    await expect(canvas.getByText('Employee')).toBeVisible();
    await expect(canvas.getByText('None')).toBeVisible();
  },
};

export const Blocked: Story = {
  args: { isBlocked: true, emailConfirmed: false, fullyRegistered: false },
  play: async ({ canvasElement }) => {
    await expect(states(canvasElement)).toEqual(['Blocked', 'E-mail not confirmed', 'Not fully registered']);
  },
};

export const Archived: Story = {
  args: { isArchived: true, isBlocked: true, tierName: 'Platinum', tierColor: '#E5E4E2' },
  play: async ({ canvasElement }) => {
    await expect(states(canvasElement)).toEqual(['Blocked', 'Archived', 'E-mail confirmed', 'Fully registered']);
    await expect(within(canvasElement).getByText('Platinum')).toBeVisible();
  },
};

/** A long name on a phone: the name wraps, the states and the way back go below. */
export const LongNameOnAPhone: Story = {
  args: { name: 'Maximiliana Alexandra von Hohenberg-Wittelsbach', tierName: 'Silver', tierColor: '#C0C0C0' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Maximiliana Alexandra');
  },
};
