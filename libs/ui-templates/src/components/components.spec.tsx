import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithI18n } from '../i18n/test-i18n';
import {
  Accordion,
  Button,
  ButtonLink,
  Card,
  Dialog,
  LanguageSwitcher,
  LinkProvider,
  PageHeader,
  PageLoading,
  RiskWarning,
  Section,
  Tabs,
  TextArea,
  TextField,
  type LinkComponentProps,
} from './index';

describe('Button and ButtonLink', () => {
  it('renders a button of type button and a link through the link renderer', () => {
    const RouterLike = ({ href, children, ...rest }: LinkComponentProps) => (
      <a data-router="yes" href={`/app${href}`} {...rest}>
        {children}
      </a>
    );
    renderWithI18n(
      <LinkProvider component={RouterLike}>
        <Button>Save</Button>
        <ButtonLink href="/sign-up">Sign up</ButtonLink>
      </LinkProvider>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
    const link = screen.getByRole('link', { name: 'Sign up' });
    expect(link).toHaveAttribute('href', '/app/sign-up');
    expect(link).toHaveAttribute('data-router', 'yes');
  });
});

describe('Section, PageHeader and Card', () => {
  it('labels the section and the card by their headings', () => {
    renderWithI18n(
      <>
        <PageHeader title="About us" lead="Who we are" />
        <Section title="Markets" lead="Five classes">
          <Card title="Forex">Currencies</Card>
        </Section>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Markets' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Forex' })).toHaveTextContent('Currencies');
  });
});

describe('TextField and TextArea', () => {
  it('wires label, hint and error to the control', () => {
    renderWithI18n(
      <>
        <TextField label="Email" name="email" hint="We reply here" error="Enter a valid email address" required />
        <TextArea label="Message" name="message" />
      </>,
    );
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('We reply here Enter a valid email address');
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(message).not.toHaveAttribute('aria-invalid');
    expect(message).not.toHaveAttribute('aria-describedby');
  });
});

describe('Tabs', () => {
  it('selects with clicks and arrow keys, keeping one tab in the Tab order', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <Tabs
        label="FAQ topics"
        items={[
          { id: 'a', label: 'Accounts', content: 'About accounts' },
          { id: 'b', label: 'Deposits', content: 'About deposits' },
          { id: 'c', label: 'Trading', content: 'About trading' },
        ]}
      />,
    );
    expect(screen.getByRole('tabpanel', { name: 'Accounts' })).toHaveTextContent('About accounts');
    await user.click(screen.getByRole('tab', { name: 'Deposits' }));
    expect(screen.getByRole('tab', { name: 'Deposits' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Trading' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Trading' })).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Accounts' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Trading' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Accounts' })).toHaveAttribute('tabindex', '-1');
  });
});

describe('Accordion', () => {
  it('expands and collapses panels', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Accordion items={[{ id: 'q1', title: 'What is a CFD?', content: 'A contract for difference.' }]} />);
    const trigger = screen.getByRole('button', { name: 'What is a CFD?' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'What is a CFD?' })).not.toBeInTheDocument();
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'What is a CFD?' })).toHaveTextContent('A contract for difference.');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Dialog', () => {
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <Dialog open={open} onClose={() => setOpen(false)} title="Notice" actions={<Button onClick={() => setOpen(false)}>OK</Button>}>
          Read this.
        </Dialog>
      </>
    );
  }

  it('moves focus in, traps Tab, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('PageLoading', () => {
  it('is an empty busy region, or a status that says what loads', () => {
    const { container } = renderWithI18n(<PageLoading />);
    expect(container.querySelector('[aria-busy="true"]')).toBeEmptyDOMElement();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    renderWithI18n(<PageLoading label="Loading articles…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading articles…');
  });
});

describe('RiskWarning', () => {
  it('shows the configured text under a translated label', () => {
    renderWithI18n(<RiskWarning text="CFDs are complex instruments." lang="en" />);
    const region = screen.getByRole('complementary', { name: /Risk warning/ });
    expect(region).toHaveTextContent('CFDs are complex instruments.');
  });

  it('translates the label into the page language', () => {
    renderWithI18n(<RiskWarning text="CFDs are complex instruments." lang="en" />, { language: 'de' });
    const region = screen.getByRole('complementary', { name: /Risikohinweis/ });
    expect(region).toHaveTextContent('CFDs are complex instruments.');
    expect(region.querySelector('[lang="en"]')).toHaveTextContent('CFDs are complex instruments.');
  });

  it('falls back to the translated general warning', () => {
    renderWithI18n(<RiskWarning />);
    expect(screen.getByRole('complementary', { name: /Risk warning/ })).toHaveTextContent(/high level of risk/);
  });
});

describe('LanguageSwitcher', () => {
  const languages = [
    { prefix: 'en', name: 'English', href: '/en', current: true },
    { prefix: 'de', name: 'Deutsch', href: '/de', current: false },
  ];

  it('opens a list of language links and closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithI18n(<LanguageSwitcher languages={languages} />);
    const button = screen.getByRole('button', { name: /Language/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const german = screen.getByRole('link', { name: 'Deutsch' });
    expect(german).toHaveAttribute('hreflang', 'de');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('renders nothing for a single language', () => {
    const { container } = renderWithI18n(<LanguageSwitcher languages={[languages[0]]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
