import '@testing-library/jest-dom';
import { resolve } from 'node:path';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { createRedirectMemory } from '@brokerfront/auth';
import { addAuthListeners, authStarted } from '@brokerfront/auth/redux';
import {
  createFakeTokenServer,
  createMemoryTabNetwork,
  createSharedLocks,
  MemoryStorage,
  type FakeTokenServer,
} from '@brokerfront/auth/testing';
import { jsonResponse, makeTestConfiguration, SIX_LANGUAGES } from '@brokerfront/config/testing';
import type { TranslationFile } from '@brokerfront/i18n';
import { buildLanguageFile } from '@brokerfront/i18n/node';
import { Gender, UserType, type User } from '@brokerfront/identity-api';
import { SiteApp } from '../app/site-app';
import { makeStore } from '../app/store';
import { createRoutes } from '../app/routes';
import { startSiteI18n } from '../i18n/site-i18n';
import { createSiteSession } from '../session/site-session';
import { installNavigationRequest } from '../testing/navigation-request';
import { runtimeOf } from '../runtime/testing';

configure({ asyncUtilTimeout: 5000 });
// Whole flows through the site on a shared machine: room for their many steps.
jest.setTimeout(30_000);

const workspace = resolve(__dirname, '../../../..');
const resources: Record<string, TranslationFile> = Object.fromEntries(
  SIX_LANGUAGES.map((l) => [l.prefix, buildLanguageFile(workspace, l.prefix)]),
);

const user = (Id: number, FirstName: string, LastName: string, Email: string, extra: Partial<User> = {}): User => ({
  Id,
  FirstName,
  LastName,
  MiddleName: null,
  Email,
  EmailConfirmed: true,
  Gender: Gender.None,
  UserType: UserType.Individual,
  BirthDate: '0001-01-01T00:00:00Z',
  CountryCode: 'GB',
  PhoneNumber: '+442079460958',
  IsFullyRegistered: true,
  IsArchived: false,
  IsBlocked: false,
  InactivityLogoutMinutes: 10,
  CreatedAt: '2024-03-05T10:00:00.000Z',
  UpdatedAt: '2024-03-05T10:00:00.000Z',
  FullName: `${FirstName} ${LastName}`,
  ...extra,
});

/** One message of the fake outbox (the reference backend's `{kind, to, data}`). */
interface OutboxMessage {
  kind: 'confirm-email' | 'reset-password';
  to: string;
  url: string;
}

/** One identity call the fake received. */
interface Call {
  path: string;
  body: Record<string, string>;
  /** The bearer's e-mail, or '' for an anonymous call. */
  caller: string;
}

type Answer = Response | undefined;

const envelope = (Data: unknown, Status = 200, Errors: unknown[] = []) =>
  jsonResponse(Status >= 400 ? Status : 200, { Status, Data, Errors });
const refuse = (...errors: Array<[string, unknown?]>) =>
  envelope(
    null,
    400,
    errors.map(([Code, Data]) => ({ Code, Data })),
  );

/**
 * The sign-up, confirmation and reset routes of the reference backend over an in-memory table (the
 * contract's rules: every broken rule at once with `Data` naming its field, single-use links, the
 * neutral answers of `ResendConfirmation` and `ForgotPassword`).
 */
function registrationService() {
  const users = new Map<string, User & { password: string }>([
    ['client@example.com', { ...user(2, 'Chris', 'Client', 'client@example.com'), password: 'Client1' }],
    [
      'unconfirmed@example.com',
      { ...user(7, 'Una', 'Unconfirmed', 'unconfirmed@example.com', { EmailConfirmed: false }), password: 'Unconfirmed1' },
    ],
  ]);
  const links = new Map<string, { kind: OutboxMessage['kind']; email: string; used: boolean }>();
  const outbox: OutboxMessage[] = [];
  let next = 100;
  const link = (kind: OutboxMessage['kind'], email: string) => {
    const token = `${kind}-${++next}`;
    for (const l of links.values()) if (l.email === email && l.kind === kind) l.used = true;
    links.set(token, { kind, email, used: false });
    outbox.push({ kind, to: email, url: `http://localhost:4200/${kind}?token=${token}` });
  };
  const passwordErrors = (password: string, short = 'password_short') => {
    const errors: Array<[string, unknown]> = [];
    if (password.length < 6) errors.push([short, 'Password']);
    if (!/\p{Lu}/u.test(password)) errors.push(['PasswordRequiresUpper', 'Password']);
    return errors;
  };
  const register = (body: Record<string, string>, kind: 'live' | 'demo') => {
    const errors: Array<[string, unknown]> = [];
    const email = (body['Email'] ?? '').trim().toLowerCase();
    if (!/^[\p{L}][\p{L} .'-]*$/u.test(body['FirstName'] ?? '')) errors.push(['invalid_first_name', 'FirstName']);
    if (users.has(email)) errors.push(['email_already_taken', 'Email']);
    const phone = `+${(body['PhoneNumber'] ?? '').replace(/\D/g, '')}`;
    if (kind === 'live' && [...users.values()].some((u) => u.PhoneNumber === phone)) errors.push(['phone_already_in_use', 'PhoneNumber']);
    errors.push(...passwordErrors(body['Password'] ?? ''));
    if (errors.length) return refuse(...errors);
    const created = {
      ...user(++next, body['FirstName'] ?? '', body['LastName'] ?? '', email, { EmailConfirmed: false, IsFullyRegistered: false }),
      PhoneNumber: kind === 'live' ? phone : null,
      CountryCode: kind === 'live' ? (body['CountryCode'] ?? null) : null,
      password: body['Password'] ?? '',
    };
    users.set(email, created);
    link('confirm-email', email);
    const { password, ...shown } = created;
    void password;
    return envelope(shown, 201);
  };
  const handle = (call: Call): Answer => {
    const body = call.body;
    switch (call.path) {
      case 'users/Register':
        return register(body, 'live');
      case 'users/RegisterDemo':
        return register(body, 'demo');
      case 'users/ConfirmEmail': {
        const found = links.get(body['Token'] ?? '');
        const owner = found && found.kind === 'confirm-email' ? users.get(found.email) : undefined;
        if (!found || !owner) return refuse(['InvalidToken', 'Token']);
        if (owner.EmailConfirmed) return refuse(['email_already_confirmed', 'Email']);
        if (found.used) return refuse(['InvalidToken', 'Token']);
        found.used = true;
        owner.EmailConfirmed = true;
        return envelope({ Email: owner.Email });
      }
      case 'users/ResendConfirmation': {
        const email = (body['Email'] ?? '').trim().toLowerCase();
        if (!email.includes('@')) return refuse(['email_invalid', 'Email']);
        const owner = users.get(email);
        if (owner && !owner.EmailConfirmed) link('confirm-email', email);
        return envelope(null);
      }
      case 'users/ForgotPassword': {
        const email = (body['Email'] ?? '').trim().toLowerCase();
        if (!email.includes('@')) return refuse(['email_invalid', 'Email']);
        if (users.has(email)) link('reset-password', email);
        return envelope(null);
      }
      case 'users/ResetPassword': {
        const found = links.get(body['Token'] ?? '');
        const owner = found && found.kind === 'reset-password' && !found.used ? users.get(found.email) : undefined;
        if (!found || !owner) return refuse(['password_reset_error', 'Token']);
        const errors = passwordErrors(body['Password'] ?? '', 'password_short_token_valid');
        if (errors.length) return refuse(...errors);
        found.used = true;
        owner.password = body['Password'] ?? '';
        return envelope({ Email: owner.Email });
      }
      default:
        return undefined;
    }
  };
  return { users, outbox, handle };
}

/** Waits for an alert (role="alert") with this text; a page may hold other, empty, alert regions. */
async function findAlert(text: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen
      .getAllByRole('alert')
      .find((a) => (typeof text === 'string' ? a.textContent?.includes(text) : text.test(a.textContent ?? '')));
    if (!found) throw new Error(`no alert with ${String(text)}`);
    return found;
  });
}

/** The token of the last outbox message of a kind to an address. */
function tokenOf(outbox: OutboxMessage[], kind: OutboxMessage['kind'], to: string): string {
  const message = [...outbox].reverse().find((m) => m.kind === kind && m.to === to);
  if (!message) throw new Error(`no ${kind} message to ${to}`);
  return new URL(message.url).searchParams.get('token') ?? '';
}

interface SiteOptions {
  languages?: readonly (typeof SIX_LANGUAGES)[number][];
  /** Answers before the fake registration service (return undefined to let it answer). */
  api?: (call: Call) => Answer | Promise<Answer>;
  signedInAs?: { email: string; password: string; rememberMe?: boolean };
  server?: FakeTokenServer;
  documents?: { name: string; fileName: string }[];
  signUpLink?: string;
}

const cleanups: Array<() => void> = [];

/** Renders the whole site (StrictMode, the real session over a fake token server) at `path`. */
async function renderSite(path: string, options: SiteOptions = {}) {
  const languages = options.languages ?? [SIX_LANGUAGES[0]];
  const config = makeTestConfiguration({
    languages,
    defaultLanguage: languages[0],
    documents: options.documents ?? [
      { name: 'Terms and conditions', fileName: 'terms.pdf' },
      { name: 'Privacy policy', fileName: 'privacy.pdf' },
    ],
    ...(options.signUpLink !== undefined ? { signUpLink: options.signUpLink } : {}),
  });
  const { i18n, languageStore } = await startSiteI18n(config.appConfig, {
    resources,
    storage: new MemoryStorage() as unknown as Storage,
    pathname: path,
    logger: { warn: () => undefined },
  });
  const server = options.server ?? createFakeTokenServer();
  const service = registrationService();
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    if (url.includes('/connect/')) return server.fetch(url, init);
    const auth = new Headers(init?.headers).get('Authorization') ?? '';
    const payload = auth.replace('Bearer ', '').split('.')[1];
    const caller = payload ? ((JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { email?: string }).email ?? '') : '';
    const callPath = new URL(url).pathname.replace(/^.*\/api\/v1\//, '').replace(/\/$/, '');
    const text = typeof init?.body === 'string' ? init.body : '';
    const call: Call = { path: callPath, body: text ? (JSON.parse(text) as Record<string, string>) : {}, caller };
    calls.push(call);
    const custom = await options.api?.(call);
    if (custom) return custom;
    const answer = service.handle(call);
    if (answer) return answer;
    if (callPath === 'users/GetCurrentUser') return envelope(service.users.get(caller) ?? null);
    if (callPath.startsWith('permissions/') || /\/permissions\//.test(url)) return envelope([]);
    return envelope(null, 404, [{ Code: 'not_found' }]);
  };
  const network = createMemoryTabNetwork();
  const locks = createSharedLocks();
  const local = new MemoryStorage();
  const quiet = { subscribe: () => () => undefined };
  const siteSession = createSiteSession(config, {
    fetch: fetch as typeof globalThis.fetch,
    session: { localStorage: local, sessionStorage: new MemoryStorage(), channel: network.connect(), locks, startupTimeoutMs: 0 },
    idle: { storage: new MemoryStorage(), activity: quiet, wake: quiet },
    redirectMemory: createRedirectMemory(new MemoryStorage()),
  });
  if (options.signedInAs) await siteSession.session.login(options.signedInAs);
  const store = makeStore(undefined, { identity: siteSession.identity });
  const disconnect = addAuthListeners(store.startListening, siteSession.session, { idleWatch: siteSession.idleWatch });
  store.dispatch(authStarted());
  const router = createMemoryRouter(createRoutes({ pages: [] }), { initialEntries: [path] });
  const view = render(
    <SiteApp
      config={config}
      template="template1"
      router={router}
      i18n={i18n}
      languageStore={languageStore}
      runtime={runtimeOf({ store, session: siteSession })}
    />,
  );
  /** Another tab of the same browser (shared long-term storage, tab channel and locks). */
  const otherTab = () => {
    const tab = createSiteSession(config, {
      fetch: fetch as typeof globalThis.fetch,
      session: { localStorage: local, sessionStorage: new MemoryStorage(), channel: network.connect(), locks, startupTimeoutMs: 0 },
      idle: { storage: new MemoryStorage(), activity: quiet, wake: quiet },
    });
    cleanups.push(() => tab.dispose());
    return tab;
  };
  cleanups.push(() => {
    view.unmount();
    disconnect();
    siteSession.dispose();
  });
  return {
    router,
    store,
    server,
    siteSession,
    calls,
    service,
    otherTab,
    where: () => router.state.location.pathname,
    callsTo: (p: string) => calls.filter((c) => c.path === p),
    go: (to: string) => act(() => router.navigate(to)),
  };
}

beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  installNavigationRequest();
});

afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});

/** Fills the live registration form. */
async function fillRegistration(values: Partial<Record<'first' | 'last' | 'email' | 'phone' | 'country' | 'password', string>> = {}) {
  const v = {
    first: 'Nina',
    last: 'New',
    email: 'nina@example.com',
    phone: '+44 20 7946 0000',
    country: 'United Kingdom',
    password: 'Secret1',
    ...values,
  };
  await userEvent.type(await screen.findByLabelText(/^First name/), v.first);
  await userEvent.type(screen.getByLabelText(/^Last name/), v.last);
  await userEvent.type(screen.getByLabelText(/^Email/), v.email);
  await userEvent.type(screen.getByLabelText(/^Phone number/), v.phone);
  await userEvent.selectOptions(screen.getByLabelText(/^Country/), v.country);
  await userEvent.type(screen.getByLabelText(/^Password/), v.password);
  await userEvent.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
}

describe('sign-up (/sign-up)', () => {
  it('registers, then says "Check your e-mail" with the address and sends the link again', async () => {
    const site = await renderSite('/sign-up');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Create your account | Example Broker'));
    await fillRegistration();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toHaveFocus();
    expect(screen.getByText(/We have sent a confirmation link to nina@example.com/)).toBeInTheDocument();
    expect(site.callsTo('users/Register')).toEqual([
      {
        path: 'users/Register',
        caller: '',
        body: {
          FirstName: 'Nina',
          LastName: 'New',
          Email: 'nina@example.com',
          PhoneNumber: '+44 20 7946 0000',
          CountryCode: 'GB',
          Password: 'Secret1',
        },
      },
    ]);
    expect(site.service.outbox).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/sign-in');

    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('If nina@example.com is waiting for confirmation, we have sent a new link to it.')).toBeInTheDocument();
    expect(site.callsTo('users/ResendConfirmation').map((c) => c.body)).toEqual([{ Email: 'nina@example.com' }]);
    expect(site.service.outbox).toHaveLength(2);
  });

  it('lists the countries in the interface language, United States first, and links the legal documents', async () => {
    await renderSite('/sign-up');
    const country = await screen.findByLabelText(/^Country/);
    const options = within(country).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Choose your country');
    expect(options[1]).toHaveTextContent('United States');
    expect(options.length).toBeGreaterThan(240);
    // (jsdom puts a space between the label's inline parts: a browser reads "…Privacy policy.")
    const consent = screen.getByRole('checkbox', { name: /^I have read and accept the Terms and conditions and Privacy policy ?\.$/ });
    expect(consent).not.toBeChecked();
    const form = within(consent.closest('form') as HTMLElement);
    expect(form.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', 'assets/uploads/terms.pdf');
    expect(form.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('target', '_blank');
    expect(form.getByRole('link', { name: 'Open a demo account' })).toHaveAttribute('href', '/sign-up/demo');
    expect(form.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it("shows 'Email already in use.' beside Email and keeps everything typed, the password too", async () => {
    const site = await renderSite('/sign-up');
    await fillRegistration({ email: 'client@example.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email already in use.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('client@example.com');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Nina');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('New');
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('+44 20 7946 0000');
    expect(screen.getByLabelText(/^Country/)).toHaveValue('GB');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Secret1');
    expect(screen.getByRole('checkbox', { name: /I have read and accept/ })).toBeChecked();
    expect(screen.getByLabelText(/^First name/)).not.toHaveAttribute('aria-invalid');

    // Correcting the address hides the service's error and sends the same values again.
    await userEvent.clear(email);
    await userEvent.type(email, 'nina@example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAccessibleDescription();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(site.callsTo('users/Register').map((c) => c.body['Password'])).toEqual(['Secret1', 'Secret1']);
  });

  it('shows every refused rule beside its field: first name, phone number, the password rules', async () => {
    await renderSite('/sign-up', {
      api: (call) =>
        call.path === 'users/Register'
          ? refuse(
              ['invalid_first_name', 'FirstName'],
              ['phone_already_in_use', 'PhoneNumber'],
              ['password_short', 'Password'],
              ['PasswordRequiresUpper', 'Password'],
              ['password_invalid', 'Password'],
              ['invalid_country', 'CountryCode'],
            )
          : undefined,
    });
    await fillRegistration();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const first = screen.getByLabelText(/^First name/);
    await waitFor(() => expect(first).toHaveAccessibleDescription('Invalid First Name.'));
    expect(first).toHaveFocus();
    expect(screen.getByLabelText(/^Phone number/)).toHaveAccessibleDescription(/Phone number already in use\.$/);
    expect(screen.getByLabelText(/^Country/)).toHaveAccessibleDescription('Invalid country.');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      /Password should have at least 6 characters\., Password requires upper case letter\., Password is not valid\.$/,
    );
  });

  it('shows a failure that belongs to no field in an alert, and keeps the form', async () => {
    await renderSite('/sign-up', {
      api: (call) =>
        call.path === 'users/Register' ? envelope(null, 429, [{ Code: 'too_many_requests', Data: { RetryAfter: 60 } }]) : undefined,
    });
    await fillRegistration();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await findAlert('Too many requests. Please wait a moment and try again.');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('nina@example.com');
  });

  it('checks the form in the browser first: nothing is sent while a rule is broken', async () => {
    const site = await renderSite('/sign-up');
    await userEvent.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText(/^First name/)).toHaveAccessibleDescription('Enter your first name.');
    expect(screen.getByLabelText(/^First name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Country/)).toHaveAccessibleDescription('Choose your country.');
    expect(screen.getByRole('checkbox', { name: /I have read and accept/ })).toHaveAccessibleDescription(
      'Accept the documents to create your account.',
    );
    await findAlert('Please correct the fields marked below.');

    await fillRegistration({ phone: '12', password: 'secret' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText(/^Phone number/)).toHaveAccessibleDescription(/Enter 7 to 15 digits/);
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(/Password requires upper case letter\.$/);
    expect(site.callsTo('users/Register')).toHaveLength(0);
  });

  it('sends a signed-in visitor on to the dashboard', async () => {
    const site = await renderSite('/sign-up', { signedInAs: { email: 'client@example.com', password: 'Client1' } });
    await waitFor(() => expect(site.where()).toBe('/account'));
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
  });

  it('speaks the interface language, the service errors too', async () => {
    await renderSite('/de/sign-up', { languages: SIX_LANGUAGES.slice(0, 2) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Konto erstellen' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Vorname/), 'Nina');
    await userEvent.type(screen.getByLabelText(/^Nachname/), 'Neu');
    await userEvent.type(screen.getByLabelText(/^E-Mail/), 'client@example.com');
    await userEvent.type(screen.getByLabelText(/^Telefonnummer/), '+49 30 901820');
    const country = screen.getByLabelText(/^Land/);
    const names = within(country)
      .getAllByRole('option')
      .map((option) => option.textContent);
    // United States first, as the reference list has it, then by name in German: "Deutschland" under D.
    expect(names[1]).toBe('Vereinigte Staaten');
    expect(names.slice(names.indexOf('Deutschland') - 1, names.indexOf('Deutschland') + 2)).toEqual([
      'Dänemark',
      'Deutschland',
      'Dominica',
    ]);
    await userEvent.selectOptions(country, 'Deutschland');
    await userEvent.type(screen.getByLabelText(/^Passwort/), 'Geheim1');
    await userEvent.click(screen.getByRole('checkbox', { name: /Ich habe folgende Dokumente gelesen/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    await waitFor(() => expect(screen.getByLabelText(/^E-Mail/)).toHaveAccessibleDescription('E-Mail-Adresse wird bereits verwendet.'));
    expect(screen.getByRole('link', { name: 'Demokonto eröffnen' })).toHaveAttribute('href', '/de/sign-up/demo');
  });
});

describe('demo sign-up (/sign-up/demo)', () => {
  it('asks for fewer fields, calls RegisterDemo and says "Check your e-mail"', async () => {
    const site = await renderSite('/sign-up/demo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Open a demo account' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Phone number/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Country/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open a live account' })).toHaveAttribute('href', '/sign-up');
    await userEvent.type(screen.getByLabelText(/^First name/), 'Dana');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Demo');
    await userEvent.type(screen.getByLabelText(/^Email/), 'dana@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Practice1');
    await userEvent.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create demo account' }));

    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText(/virtual funds of your demo account/)).toBeInTheDocument();
    expect(site.callsTo('users/RegisterDemo').map((c) => c.body)).toEqual([
      { FirstName: 'Dana', LastName: 'Demo', Email: 'dana@example.com', Password: 'Practice1' },
    ]);
    expect(site.callsTo('users/Register')).toHaveLength(0);
  });
});

describe('e-mail confirmation (/confirm-email)', () => {
  it('confirms the link of the outbox once (StrictMode), removes the token from the address and offers to sign in', async () => {
    const site = await renderSite('/sign-up/demo');
    await userEvent.type(await screen.findByLabelText(/^First name/), 'Dana');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Demo');
    await userEvent.type(screen.getByLabelText(/^Email/), 'dana@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Practice1');
    await userEvent.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create demo account' }));
    await screen.findByRole('heading', { name: 'Check your e-mail' });

    const token = tokenOf(site.service.outbox, 'confirm-email', 'dana@example.com');
    await site.go(`/confirm-email?token=${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail address confirmed' })).toBeInTheDocument();
    expect(screen.getByText('Thank you: dana@example.com is confirmed. You can now sign in.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(site.callsTo('users/ConfirmEmail').map((c) => c.body)).toEqual([{ Token: token }]);
    expect(site.router.state.location.search).toBe('');
    expect(site.service.users.get('dana@example.com')?.EmailConfirmed).toBe(true);
  });

  it("says 'Email already confirmed.' for a confirmed address", async () => {
    const site = await renderSite('/sign-up');
    const owner = site.service.users.get('unconfirmed@example.com') as User;
    owner.EmailConfirmed = false;
    await act(async () => {
      await site.siteSession.identity.registration.resendConfirmation('unconfirmed@example.com');
    });
    const token = tokenOf(site.service.outbox, 'confirm-email', 'unconfirmed@example.com');
    owner.EmailConfirmed = true;
    await site.go(`/confirm-email?token=${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Already confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Email already confirmed.');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it("says 'Invalid verification code. Please try again.' and sends a new link to the address typed", async () => {
    const site = await renderSite('/confirm-email?token=spent');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeInTheDocument();
    await findAlert('Invalid verification code. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(site.callsTo('users/ResendConfirmation')).toHaveLength(0);
    await userEvent.type(email, 'unconfirmed@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(
      await screen.findByText('If unconfirmed@example.com is waiting for confirmation, we have sent a new link to it.'),
    ).toBeInTheDocument();
    expect(site.callsTo('users/ResendConfirmation').map((c) => c.body)).toEqual([{ Email: 'unconfirmed@example.com' }]);

    // The new link works.
    await site.go(`/confirm-email?token=${tokenOf(site.service.outbox, 'confirm-email', 'unconfirmed@example.com')}`);
    expect(await screen.findByRole('heading', { name: 'E-mail address confirmed' })).toBeInTheDocument();
  });

  it('says so when the link has no token', async () => {
    const site = await renderSite('/confirm-email');
    await findAlert('This link has no verification code.');
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeInTheDocument();
    expect(site.callsTo('users/ConfirmEmail')).toHaveLength(0);
  });

  it('offers "Try again" after a failure that is not the link, and the retry confirms', async () => {
    let fail = true;
    await renderSite('/confirm-email?token=whatever', {
      api: (call) =>
        call.path === 'users/ConfirmEmail'
          ? fail
            ? envelope(null, 500, [{ Code: 'internal_error' }])
            : envelope({ Email: 'client@example.com' })
          : undefined,
    });
    await findAlert('Something went wrong on our side. Please try again later.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'E-mail address confirmed' })).toBeInTheDocument();
  });

  it('signed in: sends a new link to the known address without asking for it', async () => {
    const site = await renderSite('/confirm-email?token=spent', { signedInAs: { email: 'client@example.com', password: 'Client1' } });
    await findAlert('Invalid verification code. Please try again.');
    await waitFor(() => expect(site.callsTo('users/GetCurrentUser').length).toBeGreaterThan(0));
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(site.callsTo('users/ResendConfirmation').map((c) => c.body)).toEqual([{ Email: 'client@example.com' }]));
  });

  it('signed in: leads on to the dashboard once confirmed, and reloads the user', async () => {
    const site = await renderSite('/confirm-email?token=good', {
      signedInAs: { email: 'client@example.com', password: 'Client1' },
      api: (call) => (call.path === 'users/ConfirmEmail' ? envelope({ Email: 'client@example.com' }) : undefined),
    });
    expect(await screen.findByText('Thank you: client@example.com is confirmed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/account');
    await waitFor(() => expect(site.callsTo('users/GetCurrentUser')).toHaveLength(2));
    expect(site.callsTo('users/ConfirmEmail')).toHaveLength(1);
  });
});

describe('password reset', () => {
  it('forgot → the link of the outbox → a new password → sign in', async () => {
    const site = await renderSite('/sign-in');
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    await waitFor(() => expect(site.where()).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Email/), 'client@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/If an account exists for client@example.com, we have sent it a link/)).toBeInTheDocument();
    expect(site.callsTo('users/ForgotPassword').map((c) => c.body)).toEqual([{ Email: 'client@example.com' }]);

    await site.go(`/reset-password?token=${tokenOf(site.service.outbox, 'reset-password', 'client@example.com')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^New password/), 'NewSecret1');
    await userEvent.type(screen.getByLabelText(/^Repeat the new password/), 'NewSecret1');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Password changed' })).toHaveFocus();
    expect(site.service.users.get('client@example.com')?.password).toBe('NewSecret1');
    await userEvent.click(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(site.where()).toBe('/sign-in'));
  });

  it('gives the same neutral answer for an address without an account', async () => {
    const site = await renderSite('/forgot-password');
    await userEvent.type(await screen.findByLabelText(/^Email/), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/If an account exists for nobody@example.com/)).toBeInTheDocument();
    expect(site.service.outbox).toHaveLength(0);
  });

  it('shows email_invalid beside the field', async () => {
    await renderSite('/forgot-password', {
      api: (call) => (call.path === 'users/ForgotPassword' ? refuse(['email_invalid', 'Email']) : undefined),
    });
    const email = await screen.findByLabelText(/^Email/);
    await userEvent.type(email, 'odd@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Invalid email address.'));
  });

  it('keeps the link after password_short_token_valid and the password rules, and succeeds on the next try', async () => {
    let refuseNext = true;
    const site = await renderSite('/forgot-password', {
      api: (call) => {
        if (call.path !== 'users/ResetPassword' || !refuseNext) return undefined;
        refuseNext = false;
        return refuse(['password_short_token_valid', 'Password']);
      },
    });
    await act(async () => {
      await site.siteSession.identity.registration.forgotPassword('client@example.com');
    });
    const token = tokenOf(site.service.outbox, 'reset-password', 'client@example.com');
    await site.go(`/reset-password?token=${token}`);
    const password = await screen.findByLabelText(/^New password/);
    await userEvent.type(password, 'Abc');
    await userEvent.type(screen.getByLabelText(/^Repeat the new password/), 'Abd');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(password).toHaveAccessibleDescription(/Password should have at least 6 characters\.$/);
    expect(screen.getByLabelText(/^Repeat the new password/)).toHaveAccessibleDescription('The two passwords are not the same.');
    expect(site.callsTo('users/ResetPassword')).toHaveLength(0);

    await userEvent.clear(password);
    await userEvent.type(password, 'Abcdef1');
    await userEvent.clear(screen.getByLabelText(/^Repeat the new password/));
    await userEvent.type(screen.getByLabelText(/^Repeat the new password/), 'Abcdef1');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(/Password is to short\. Token valid\.$/));
    expect(password).toHaveFocus();
    expect(password).toHaveValue('Abcdef1');

    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(site.callsTo('users/ResetPassword').map((c) => c.body)).toEqual([
      { Token: token, Password: 'Abcdef1' },
      { Token: token, Password: 'Abcdef1' },
    ]);
  });

  it('offers a new link after password_reset_error, and when the address has no token', async () => {
    await renderSite('/reset-password?token=spent');
    await userEvent.type(await screen.findByLabelText(/^New password/), 'Abcdef1');
    await userEvent.type(screen.getByLabelText(/^Repeat the new password/), 'Abcdef1');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await findAlert('Reset password has failed. Please try again.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');

    cleanups.pop()?.();
    await renderSite('/reset-password');
    await findAlert('This link has no reset code.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });
});

describe('sign-in page', () => {
  it('links "Forgot your password?" and "Sign up", and says nothing on a first visit', async () => {
    await renderSite('/sign-in');
    expect(await screen.findByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    // The test configuration's signUpLink is the sign-in page itself: "Sign up" opens the registration form instead.
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(document.querySelector('.bf-sign-in__notice')).toBeNull();
  });

  it('follows a configured signUpLink', async () => {
    await renderSite('/sign-in', { signUpLink: 'https://join.broker.example/' });
    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute('href', 'https://join.broker.example/');
  });

  it.each([
    ['idle', 'You were signed out after a period of inactivity.'],
    ['blocked', 'You were signed out because your account has been blocked. Contact support if you think this is a mistake.'],
    ['archived', 'You were signed out because your account has been closed. Contact support if you think this is a mistake.'],
  ])('says why the session ended (%s)', async (reason, message) => {
    const site = await renderSite('/', { signedInAs: { email: 'client@example.com', password: 'Client1' } });
    act(() => site.siteSession.session.logout(reason));
    await site.go('/sign-in');
    expect(await screen.findByText(message)).toHaveAttribute('role', 'status');
  });

  it('says the session expired when a refresh was refused', async () => {
    const server = createFakeTokenServer();
    const site = await renderSite('/', { server, signedInAs: { email: 'client@example.com', password: 'Client1' } });
    server.failRefreshWith('invalid_grant', 'revoked');
    await act(async () => {
      await site.siteSession.session.refresh();
    });
    await waitFor(() => expect(site.siteSession.session.getState().status).toBe('loggedOut'));
    await site.go('/sign-in');
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toHaveAttribute('role', 'status');
  });

  it('says so after a sign-out in another tab, and nothing after a sign-out in this one', async () => {
    const site = await renderSite('/', { signedInAs: { email: 'client@example.com', password: 'Client1', rememberMe: true } });
    const tab = site.otherTab();
    await act(async () => {
      await tab.session.start();
    });
    expect(tab.session.getState().status).toBe('loggedIn');
    await act(async () => {
      await tab.session.signOut();
    });
    await waitFor(() => expect(site.siteSession.session.getState().status).toBe('loggedOut'));
    await site.go('/sign-in');
    expect(await screen.findByText('You were signed out in another tab.')).toHaveAttribute('role', 'status');

    // Signing in again clears it; an ordinary sign-out here says nothing.
    await userEvent.type(screen.getByLabelText('Email'), 'client@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Client1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(site.siteSession.session.getState().status).toBe('loggedIn'));
    act(() => site.siteSession.session.logout());
    await site.go('/sign-in');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByText('You were signed out in another tab.')).not.toBeInTheDocument();
    expect(document.querySelector('.bf-sign-in__notice')).toBeNull();
  });

  it('translates the reason', async () => {
    const site = await renderSite('/de/', {
      languages: SIX_LANGUAGES.slice(0, 2),
      signedInAs: { email: 'client@example.com', password: 'Client1' },
    });
    act(() => site.siteSession.session.logout('idle'));
    await site.go('/de/sign-in');
    expect(await screen.findByText('Sie wurden nach längerer Inaktivität abgemeldet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute('href', '/de/forgot-password');
    expect(screen.getByRole('link', { name: 'Registrieren' })).toHaveAttribute('href', '/de/sign-up');
  });
});
