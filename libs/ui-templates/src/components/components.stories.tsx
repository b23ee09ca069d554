import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { IconArrowRight } from '../icons/icons';
import { ThemeToggle } from '../theme/theme-toggle';
import type { ThemePreference } from '../theme/theme';
import { Accordion } from './accordion';
import { Button, ButtonLink } from './button';
import { Card } from './card';
import { Dialog } from './dialog';
import { TextArea, TextField } from './field';
import { LanguageSwitcher } from './language-switcher';
import { PageHeader } from './page-header';
import { PartLoadFailed } from './part-load-failed';
import { RiskWarning } from './risk-warning';
import { Section } from './section';
import { Tabs } from './tabs';

const meta = { title: 'Components' } satisfies Meta;
export default meta;
type Story = StoryObj;

export const Buttons: Story = {
  render: () => (
    <Section title="Buttons">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="accent">Accent</Button>
        <Button variant="ghost">Ghost</Button>
        <Button disabled>Disabled</Button>
        <ButtonLink href="#" size="lg" iconEnd={<IconArrowRight size={20} />}>
          Link as button
        </ButtonLink>
      </div>
    </Section>
  ),
};

export const Headers: Story = {
  render: () => (
    <>
      <PageHeader
        eyebrow="About"
        title="A broker built on clear rules"
        lead="Who we are, how we are regulated and how we look after client money."
        actions={<Button>Contact us</Button>}
      />
      <Section eyebrow="Markets" title="A section title" lead="A lead paragraph introducing the section." tone="muted">
        <p>Section body.</p>
      </Section>
    </>
  ),
};

export const Cards: Story = {
  render: () => (
    <Section title="Cards">
      <div className="bf-grid">
        <Card title="Outline">An outlined card.</Card>
        <Card title="Raised" variant="raised">
          A raised card.
        </Card>
        <Card title="Tinted" variant="tinted">
          A tinted card.
        </Card>
      </div>
    </Section>
  ),
};

export const FormFields: Story = {
  render: () => (
    <Section title="Form fields" width="narrow">
      <TextField label="Full name" name="name" required autoComplete="name" />
      <TextField
        label="Email"
        name="email"
        type="email"
        hint="We only use it to reply."
        error="Enter a valid email address, like name@example.com."
        defaultValue="name@"
      />
      <TextArea label="Message" name="message" />
    </Section>
  ),
};

export const TabsAndAccordion: Story = {
  render: () => (
    <Section title="Tabs and accordion">
      <Tabs
        label="Topics"
        items={[
          { id: 'accounts', label: 'Accounts', content: <p>How to open and verify an account.</p> },
          { id: 'funding', label: 'Funding', content: <p>Deposits and withdrawals.</p> },
        ]}
      />
      <Accordion
        items={[
          {
            id: 'cfd',
            title: 'What is a CFD?',
            content: <p>A contract for difference lets you trade on price movements without owning the asset.</p>,
          },
        ]}
      />
    </Section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Funding' }));
    await expect(canvas.getByRole('tab', { name: 'Funding' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'What is a CFD?' }));
    await expect(canvas.getByRole('button', { name: 'What is a CFD?' })).toHaveAttribute('aria-expanded', 'true');
  },
};

function DialogDemo() {
  const [open, setOpen] = useState(false);
  return (
    <Section title="Dialog">
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Before you start trading"
        actions={<Button onClick={() => setOpen(false)}>I understand</Button>}
      >
        <p>Leveraged products can multiply losses as well as gains.</p>
      </Dialog>
    </Section>
  );
}

export const DialogStory: Story = {
  name: 'Dialog',
  render: () => <DialogDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).not.toBeInTheDocument();
  },
};

export const RiskWarnings: Story = {
  render: () => (
    <>
      <RiskWarning text="CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage." lang="en" />
      <div className="bf-container" style={{ paddingBlock: '1rem' }}>
        <RiskWarning variant="panel" />
      </div>
    </>
  ),
};

function ToolsDemo() {
  const [theme, setTheme] = useState<ThemePreference>('Light');
  return (
    <Section title="Header tools">
      <div style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
        <LanguageSwitcher
          languages={[
            { prefix: 'en', name: 'English', href: '#en', current: true },
            { prefix: 'de', name: 'Deutsch', href: '#de', current: false },
            { prefix: 'swe', name: 'Svenska', href: '#swe', current: false },
          ]}
        />
        <ThemeToggle value={theme} onChange={setTheme} />
        <ThemeToggle value={theme} onChange={setTheme} variant="labels" />
      </div>
    </Section>
  );
}

export const HeaderTools: Story = { render: () => <ToolsDemo /> };

function PartLoadFailedDemo() {
  const [tries, setTries] = useState(0);
  return (
    <>
      <PartLoadFailed onRetry={() => setTries((n) => n + 1)} />
      <p>Tries: {tries}</p>
    </>
  );
}

/** A part of the page whose code could not be loaded (e.g. the signed-in area on a dropped connection). */
export const PartLoadFailedStory: Story = {
  name: 'Part that could not be loaded',
  render: () => <PartLoadFailedDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This part of the page could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(canvas.getByText('Tries: 1')).toBeVisible();
  },
};
