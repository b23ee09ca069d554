import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TestEnvironmentNotice } from './test-environment-notice';

const meta: Meta<typeof TestEnvironmentNotice> = {
  title: 'Back office/Test environment',
  component: TestEnvironmentNotice,
  args: {
    title: 'Test environment:',
    message: 'this site is not marked as production in its configuration.',
  },
};
export default meta;

type Story = StoryObj<typeof TestEnvironmentNotice>;

/** Above each back-office page of a site whose configuration says `production: false`. */
export const Marker: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(
      'Test environment: this site is not marked as production in its configuration.',
    );
  },
};

/** The same in German, on a phone. */
export const GermanOnAPhone: Story = {
  args: {
    title: 'Testumgebung:',
    message: 'Diese Website ist in ihrer Konfiguration nicht als Produktion gekennzeichnet.',
  },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
