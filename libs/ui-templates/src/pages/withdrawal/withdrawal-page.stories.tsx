import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithdrawalPage } from './withdrawal-page';

/** Withdrawal information (shown when `hasWithdrawalMenu`). */
const meta = {
  title: 'Pages/Withdrawal',
  component: WithdrawalPage,
} satisfies Meta<typeof WithdrawalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Template1: Story = { globals: { template: 'template1' } };
export const Template2: Story = { globals: { template: 'template2' } };
export const Template3: Story = { globals: { template: 'template3' } };
export const Template4: Story = { globals: { template: 'template4' } };
