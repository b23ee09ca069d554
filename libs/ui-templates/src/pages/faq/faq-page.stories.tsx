import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FaqPage } from './faq-page';

/** The FAQ: tabs by topic when `faqHasTabs`, otherwise one accordion list. */
const meta = {
  title: 'Pages/FAQ',
  component: FaqPage,
  args: { hasTabs: true },
} satisfies Meta<typeof FaqPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TabsTemplate1: Story = {
  globals: { template: 'template1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await userEvent.click(tabs[0]);
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(tabs[1]).toHaveFocus();
  },
};
export const TabsTemplate2: Story = { globals: { template: 'template2' } };
export const TabsTemplate3: Story = { globals: { template: 'template3' } };
export const TabsTemplate4: Story = { globals: { template: 'template4' } };
export const ListTemplate1: Story = {
  args: { hasTabs: false },
  globals: { template: 'template1' },
};
export const ListTemplate2: Story = {
  args: { hasTabs: false },
  globals: { template: 'template2' },
};
export const ListTemplate3: Story = {
  args: { hasTabs: false },
  globals: { template: 'template3' },
};
export const ListTemplate4: Story = {
  args: { hasTabs: false },
  globals: { template: 'template4' },
};
