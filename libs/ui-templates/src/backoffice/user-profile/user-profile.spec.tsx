import '@testing-library/jest-dom';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { StrictMode, useState, type ReactElement } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance, type Resource } from 'i18next';
import { I18nextProvider } from '@brokerfront/i18n/react';
import { expectNoSeriousAxeIssues } from '../testing/backoffice-testing';
import { SalesStatusField } from './sales-status-field';
import { UserDetails } from './user-details';
import { editValuesOf, SELF_EDIT_FIELDS, type ProfileUserRecord, type UserEditField, type UserEditValues } from './user-edit';
import { UserEditForm, type UserEditFormProps } from './user-edit-form';
import { UserHeaderView } from './user-header-view';
import { UserProfilePanel } from './user-profile-panel';

// Typing into forms on a shared, loaded machine takes its time.
jest.setTimeout(20_000);

const LANGUAGES = ['en', 'de', 'esp', 'ita', 'svn', 'swe'];
const libs = path.resolve(__dirname, '../../../..');
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;

/** The `backoffice` namespace as the site merges it: this part's texts and the shared ones; `errors` for the service's codes. */
function resources(): Resource {
  const result: Resource = {};
  for (const language of LANGUAGES) {
    result[language] = {
      backoffice: {
        ...read(path.join(libs, `site/src/backoffice/i18n/${language}.json`)),
        ...read(path.join(__dirname, `i18n/${language}.json`)),
      },
      errors: read(path.join(libs, `identity-api/src/i18n/${language}.json`)),
    };
  }
  return result;
}
const RESOURCES = resources();

/** Renders `ui` under StrictMode in `language`; `rerenderIn` draws another element in the same language. */
function renderIn(ui: ReactElement, language = 'en') {
  const i18n = createInstance();
  void i18n.init({ resources: RESOURCES, lng: language, fallbackLng: false, interpolation: { escapeValue: false }, initAsync: false });
  const wrapped = (element: ReactElement) => (
    <StrictMode>
      <I18nextProvider i18n={i18n}>{element}</I18nextProvider>
    </StrictMode>
  );
  const view = render(wrapped(ui));
  return { ...view, rerenderIn: (element: ReactElement) => view.rerender(wrapped(element)) };
}

const COUNTRIES = [
  { code: 'GB', name: 'United Kingdom' },
  { code: 'SI', name: 'Slovenia' },
];
const TODAY = new Date('2026-01-15T12:00:00Z');
const CLIENT: ProfileUserRecord = {
  Id: 2,
  FirstName: 'Chris',
  LastName: 'Client',
  FullName: 'Chris Client',
  Email: 'client@example.com',
  EmailConfirmed: true,
  Gender: 1,
  UserType: 0,
  BirthDate: '1985-05-17T00:00:00.000Z',
  CountryCode: 'GB',
  City: 'London',
  PhoneNumber: '+441000000002',
  ActiveTierName: 'Gold',
  ActiveTierColor: '#FFD700',
  IsFullyRegistered: true,
  IsArchived: false,
  IsBlocked: false,
  InactivityLogoutMinutes: 10,
  CreatedAt: '2026-01-03T10:00:00.000Z',
  UpdatedAt: '2026-01-10T16:30:00.000Z',
  SalesStatus: 'New',
};

/** The form over a record the test can change, as a pushed update would. */
function Editor({
  onSave = () => undefined,
  onPushed,
  ...props
}: Partial<UserEditFormProps> & { onPushed?: (push: (change: Partial<ProfileUserRecord>) => void) => void }) {
  const [record, setRecord] = useState(CLIENT);
  onPushed?.((change) => setRecord((current) => ({ ...current, ...change })));
  return (
    <UserProfilePanel>
      <UserEditForm
        name="Chris Client"
        record={editValuesOf(record)}
        countries={COUNTRIES}
        timeZones={['Europe/London', 'UTC']}
        today={TODAY}
        onSave={onSave}
        onCancel={() => undefined}
        {...props}
      />
    </UserProfilePanel>
  );
}

describe('UserHeaderView', () => {
  it('says every state in words and has no serious axe issue', async () => {
    const { container } = renderIn(
      <UserHeaderView
        name="Chris Client"
        kind="client"
        isBlocked
        isArchived={false}
        emailConfirmed={false}
        fullyRegistered
        tierName="Gold"
        tierColor="#FFD700"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Chris Client' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Account state' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Blocked', 'E-mail not confirmed', 'Fully registered']);
    await expectNoSeriousAxeIssues(container);
  });

  it('falls back to the initials when the picture fails to load', () => {
    const { container } = renderIn(
      <UserHeaderView
        name="Chris Client"
        avatarUrl="/uploads/gone.png"
        kind="client"
        isBlocked={false}
        isArchived={false}
        emailConfirmed
        fullyRegistered
      />,
    );
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('alt', '');
    act(() => {
      img.dispatchEvent(new Event('error'));
    });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.bf-user-header__avatar')).toHaveTextContent('CC');
  });

  it('speaks Slovenian', () => {
    renderIn(
      <UserHeaderView name="Chris Client" kind="employee" isBlocked={false} isArchived emailConfirmed fullyRegistered={false} />,
      'svn',
    );
    expect(screen.getByText('Zaposleni')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Stanje računa' })).toHaveTextContent('Arhiviran');
  });
});

describe('UserDetails', () => {
  it("shows the record in words ('None' when empty) and has no serious axe issue", async () => {
    const { container } = renderIn(
      <UserProfilePanel>
        <UserDetails user={CLIENT} countries={COUNTRIES} timeZone="UTC" />
      </UserProfilePanel>,
    );
    const row = (term: string) => screen.getAllByRole('term').find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;
    expect(screen.getByRole('region', { name: 'Details' })).toBeInTheDocument();
    expect(row('Gender')).toBe('Male');
    expect(row('Birth date')).toBe('17/05/1985');
    expect(row('Country')).toBe('United Kingdom');
    expect(row('Middle name')).toBe('None');
    expect(row('Updated')).toBe('10/01/2026 16:30');
    await expectNoSeriousAxeIssues(container);
  });

  it('shows a country the list lacks as its code, and dates in Italian', () => {
    renderIn(<UserDetails user={{ ...CLIENT, CountryCode: 'xk', Gender: 3 }} countries={COUNTRIES} timeZone="UTC" />, 'ita');
    const row = (term: string) => screen.getAllByRole('term').find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;
    expect(row('Paese')).toBe('XK');
    expect(row('Data di nascita')).toBe('17/05/1985');
  });
});

describe('UserEditForm', () => {
  it('sends only the changed fields, and has no serious axe issue open or refused', async () => {
    const onSave = jest.fn<void, [Partial<UserEditValues>]>();
    const { container, rerenderIn } = renderIn(<Editor onSave={onSave} />);
    await expectNoSeriousAxeIssues(container);
    await userEvent.clear(screen.getByLabelText(/^City/));
    await userEvent.type(screen.getByLabelText(/^City/), 'Leeds');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSave).toHaveBeenCalledWith({ City: 'Leeds' });

    const errors: Partial<Record<UserEditField, string>> = { Email: 'Email already in use.' };
    rerenderIn(<Editor onSave={onSave} serviceErrors={errors} formErrors={['Too many requests. Please wait a moment and try again.']} />);
    expect(screen.getByLabelText(/^E-mail \*?$/)).toHaveAccessibleDescription('Email already in use.');
    expect(screen.getByLabelText(/^City/)).toHaveValue('Leeds');
    expect(screen.getByRole('group', { name: 'Please correct the following:' })).toHaveTextContent('Too many requests.');
    await expectNoSeriousAxeIssues(container);
  });

  it('offers only the self-service fields on the own record', () => {
    renderIn(<Editor fields={SELF_EDIT_FIELDS} ownRecord />);
    expect(screen.getByText(/^This is your own record/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^E-mail/)).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByLabelText(/^Phone/)).toBeInTheDocument();
  });

  it('shows a pushed change as a conflict that blocks saving until a choice, without a serious axe issue', async () => {
    const onSave = jest.fn<void, [Partial<UserEditValues>]>();
    let push: (change: Partial<ProfileUserRecord>) => void = () => undefined;
    const { container } = renderIn(<Editor onSave={onSave} onPushed={(p) => (push = p)} />);
    await userEvent.clear(screen.getByLabelText(/^City/));
    await userEvent.type(screen.getByLabelText(/^City/), 'Leeds');
    act(() => push({ City: 'Bristol', Gender: 3 }));
    const alert = screen.getByRole('group', { name: 'Another employee changed this user while you were editing.' });
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Gender is now: Other', 'City is now: Bristol You changed it too, to: Leeds']);
    await expectNoSeriousAxeIssues(container);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Keep my changes' }));
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveDisplayValue('Other');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSave).toHaveBeenCalledWith({ City: 'Leeds' });
  });

  it('checks in the interface language (Spanish)', async () => {
    const onSave = jest.fn();
    renderIn(<Editor onSave={onSave} />, 'esp');
    await userEvent.clear(screen.getByLabelText(/^Apellido/));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(screen.getByLabelText(/^Apellido/)).toHaveAccessibleDescription('Introduzca el apellido.');
    expect(screen.getByRole('group', { name: 'Corrija lo siguiente:' })).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('SalesStatusField', () => {
  it('saves a chosen status, says a refusal, and has no serious axe issue', async () => {
    const onSave = jest.fn();
    const { container, rerenderIn } = renderIn(<SalesStatusField status="New" editable onSave={onSave} />);
    const select = screen.getByRole('combobox', { name: 'Sales status' });
    expect(screen.getByRole('button', { name: 'Save status' })).toBeDisabled();
    await userEvent.selectOptions(select, 'Interested');
    await userEvent.click(screen.getByRole('button', { name: 'Save status' }));
    expect(onSave).toHaveBeenCalledWith('Interested');
    await expectNoSeriousAxeIssues(container);
    rerenderIn(<SalesStatusField status="New" editable onSave={onSave} error="Only clients have a sales status." />);
    expect(select).toHaveAccessibleDescription('The sales status was not saved: Only clients have a sales status.');
    expect(select).toHaveDisplayValue('Interested');
    await expectNoSeriousAxeIssues(container);
  });

  it('shows the status as text without the permission', () => {
    renderIn(<SalesStatusField status="NotInterested" editable={false} />, 'swe');
    expect(screen.getByText('Inte intresserad')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
