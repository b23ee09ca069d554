import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseSiteConfiguration } from '@brokerfront/config';
import { contrastChecks, resolveTheme } from '@brokerfront/config/theme';
import type { DemoSource } from './demo-sources';
import type { JsonObject } from './document';
import type { PreviewProps } from './preview-panel';
import { Studio } from './studio';

// Whole-studio tests on shared machines: generous limits (they take a second or two when the machine is idle).
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const appsDir = join(__dirname, '../../..');
const configurationOf = (app: string) =>
  JSON.parse(readFileSync(join(appsDir, app, 'public/assets/config/configuration.json'), 'utf8')) as JsonObject;

/** Demo apps, template2 first: the test loads template1 itself; meridian is the app made by the brand generator. */
const sources: DemoSource[] = [
  { app: 'template2', template: 'template2', configuration: configurationOf('template2') },
  { app: 'template1', template: 'template1', configuration: configurationOf('template1') },
  { app: 'meridian', template: 'template1', configuration: configurationOf('meridian') },
];

function renderStudio() {
  const previews: PreviewProps[] = [];
  const saveFile = jest.fn<void, [string, string]>();
  const copyText = jest.fn<Promise<void>, [string]>(() => Promise.resolve());
  const user = userEvent.setup();
  render(
    <Studio
      sources={sources}
      // The frames stay out of jsdom: the seam records what the preview would load.
      renderPreview={(props) => {
        previews.push(props);
        return <p>Preview stub</p>;
      }}
      saveFile={saveFile}
      copyText={copyText}
    />,
  );
  return { user, previews, saveFile, copyText };
}

async function loadTemplate1(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Demo app'), 'template1');
  await user.click(screen.getByRole('button', { name: 'Load demo' }));
  expect(screen.getByText('template1 (demo app)')).toBeInTheDocument();
}

/** Replaces a field's text, as a user clearing it and pasting the new one (typing is tested with user.type below). */
async function retype(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.paste(text);
}

const summary = () => document.querySelector('.summary') as HTMLElement;
const lightColours = () => within(screen.getByRole('group', { name: 'Colours' }));
const darkColours = () => within(screen.getByRole('group', { name: 'Dark theme colours' }));

describe('Brand studio', () => {
  it('flags a low-contrast primary colour naming the pair, and clears it once the colour reads well', async () => {
    const { user, previews } = renderStudio();
    await loadTemplate1(user);
    await waitFor(() => expect(summary()).toHaveTextContent('No problems'));
    expect(summary()).toHaveAttribute('aria-live', 'polite');

    const primary = lightColours().getByRole('textbox', { name: 'Primary' });
    // Typed key by key: the checks run once the typing pauses.
    await user.clear(primary);
    await user.type(primary, '#ffe066');
    const contrast = await screen.findByRole('list', { name: 'Contrast problems' });
    const pair = within(contrast).getByText(/links \(the primary colour\) on the page background/);
    expect(pair.closest('li')).toHaveTextContent(/Light:.*needs 4\.5:1/);
    expect(within(contrast).getAllByText('#ffe066').length).toBeGreaterThan(0);
    expect(summary()).toHaveTextContent(/contrast problems?\./);
    // The colour picker follows the hex field.
    expect(lightColours().getByLabelText('Primary, colour picker')).toHaveValue('#ffe066');

    await retype(user, primary, '#0b4f8a');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Contrast problems' })).not.toBeInTheDocument());
    expect(summary()).toHaveTextContent('No problems');
    // The preview is handed the edited configuration.
    const last = previews[previews.length - 1];
    expect(last.template).toBe('template1');
    expect(last.demoApp).toBe('template1');
    expect((JSON.parse(last.configuration) as { theme: { primary: string } }).theme.primary).toBe('#0b4f8a');
  });

  it('names appConfig.name when the brand name is cleared, and moves focus to the field', async () => {
    const { user } = renderStudio();
    await loadTemplate1(user);
    const name = screen.getByRole('textbox', { name: 'Brand name' });
    await user.clear(name);
    const problems = await screen.findByRole('list', { name: 'Configuration problems' });
    expect(within(problems).getByText('appConfig.name', { selector: 'code' })).toBeInTheDocument();
    expect(summary()).toHaveTextContent('1 configuration problem.');
    await user.click(within(problems).getByRole('button', { name: /Go to the field/ }));
    expect(name).toHaveFocus();
  });

  it('exports a configuration.json the site accepts as is, with the edited theme and the file’s key order', async () => {
    const { user, saveFile, copyText } = renderStudio();
    await loadTemplate1(user);
    await retype(user, screen.getByRole('textbox', { name: 'Brand name' }), 'Acme Markets');
    await retype(user, lightColours().getByRole('textbox', { name: 'Primary' }), '#0b4f8a');
    await retype(user, screen.getByRole('spinbutton', { name: 'Corner radius (pixels)' }), '10');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Text font' }), 'inter');
    await retype(user, screen.getByRole('textbox', { name: 'Logo image path' }), 'assets/images/logo.svg');
    await retype(user, screen.getByRole('textbox', { name: 'Logo text alternative' }), 'Acme Markets');
    // A dark colour set, then cleared: back to derived, and no empty section left behind.
    await retype(user, darkColours().getByRole('textbox', { name: 'Primary' }), '#99ccff');
    await user.click(darkColours().getByRole('button', { name: 'Clear Primary' }));
    await user.click(screen.getByRole('checkbox', { name: /Show the trading menu in the header\./ }));
    await waitFor(() => expect(summary()).toHaveTextContent('No problems'));

    await user.click(screen.getByRole('button', { name: 'Download configuration.json' }));
    expect(saveFile).toHaveBeenCalledTimes(1);
    const [fileName, text] = saveFile.mock.calls[0];
    expect(fileName).toBe('configuration.json');
    expect(text.endsWith('}\n')).toBe(true);
    const json = JSON.parse(text) as JsonObject;
    const result = parseSiteConfiguration(json);
    expect(result).toMatchObject({ ok: true, warnings: [] });
    const original = configurationOf('template1');
    const { dark: _dark, ...originalTheme } = (original['theme'] ?? {}) as JsonObject;
    expect(json['theme']).toEqual({
      ...originalTheme,
      logo: { src: 'assets/images/logo.svg', alt: 'Acme Markets' },
      primary: '#0b4f8a',
      radius: 10,
      font: 'inter',
    });
    // The file's keys keep their order; the theme's new ones go where the schema lists them.
    expect(Object.keys(json)).toEqual([...new Set([...Object.keys(original), 'theme'])]);
    const themeKeys = Object.keys(json['theme'] as JsonObject);
    expect(themeKeys[0]).toBe('logo');
    expect(themeKeys.slice(-2)).toEqual(['radius', 'font']);
    expect(json['$schema']).toBe(original['$schema']);
    expect(Object.keys(json['appConfig'] as JsonObject)).toEqual(Object.keys(original['appConfig'] as JsonObject));
    expect((json['appConfig'] as JsonObject)['name']).toBe('Acme Markets');
    expect((json['appConfig'] as JsonObject)['hasTradingMenu']).toBe(true);
    expect(text).toBe(`${JSON.stringify(json, null, 2)}\n`);

    await user.click(screen.getByRole('button', { name: 'Copy JSON' }));
    expect(copyText).toHaveBeenCalledWith(text);
    expect(await screen.findByText(/Copied configuration\.json/)).toBeInTheDocument();
  });

  it('exports, for an app the brand generator made, a configuration that app accepts as is', async () => {
    const { user, saveFile } = renderStudio();
    await user.selectOptions(screen.getByLabelText('Demo app'), 'meridian');
    await user.click(screen.getByRole('button', { name: 'Load demo' }));
    await retype(user, lightColours().getByRole('textbox', { name: 'Accent' }), '#8a5a00');
    await retype(user, screen.getByRole('spinbutton', { name: 'Corner radius (pixels)' }), '4');
    await waitFor(() => expect(summary()).toHaveTextContent('No problems'));
    await user.click(screen.getByRole('button', { name: 'Download configuration.json' }));
    const json = JSON.parse(saveFile.mock.calls[0][1]) as JsonObject;
    // What `nx run meridian:verify` checks of a configuration: the strict schema (no unknown field) and the contrast.
    const result = parseSiteConfiguration(json);
    expect(result).toMatchObject({ ok: true, warnings: [] });
    expect(json['theme']).toMatchObject({ ...(configurationOf('meridian')['theme'] as JsonObject), accent: '#8a5a00', radius: 4 });
    const theme = result.ok ? result.config.theme : undefined;
    expect(contrastChecks(resolveTheme(theme, 'template1')).filter((check) => !check.ok)).toEqual([]);
  });

  it('previews a picked logo file at the logo path, and tells where to put the file', async () => {
    const createObjectURL = jest.fn(() => 'blob:http://localhost/logo-1');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const { user, previews } = renderStudio();
    await loadTemplate1(user);
    await user.upload(
      screen.getByLabelText('Preview an image file as the logo'),
      new File(['<svg/>'], 'acme.svg', { type: 'image/svg+xml' }),
    );
    expect(screen.getByRole('textbox', { name: 'Logo image path' })).toHaveValue('assets/images/acme.svg');
    expect(screen.getByText('public/assets/images/acme.svg')).toBeInTheDocument();
    const last = previews[previews.length - 1];
    expect(last.logo).toEqual({ path: 'assets/images/acme.svg', url: 'blob:http://localhost/logo-1' });
    // The configuration keeps the path: the file is only shown in the preview.
    expect((JSON.parse(last.configuration) as { theme: { logo: { src: string } } }).theme.logo.src).toBe('assets/images/acme.svg');
    // The logo needs its text alternative.
    const problems = await screen.findByRole('list', { name: 'Configuration problems' });
    expect(within(problems).getByText('theme.logo.alt', { selector: 'code' })).toBeInTheDocument();
  });

  it('lists every true/false field of appConfig from the schema, with its description', async () => {
    const { user } = renderStudio();
    await loadTemplate1(user);
    const features = screen.getByRole('group', { name: 'Features' });
    const flags = within(features).getAllByRole('checkbox');
    // template1's file sets every flag there is.
    const app = configurationOf('template1')['appConfig'] as JsonObject;
    expect(flags).toHaveLength(Object.values(app).filter((value) => typeof value === 'boolean').length);
    expect(within(features).getByRole('checkbox', { name: /Group the FAQ in tabs\. faqHasTabs/ })).not.toBeChecked();
    expect(within(features).getByRole('checkbox', { name: /Show the contact form and contact link\. showContact/ })).toBeChecked();
  });

  it('names and removes a field the site does not know, and refuses a pasted text that is not JSON', async () => {
    const { user } = renderStudio();
    const withUnknown = { ...configurationOf('template1'), colour: 'blue' };
    await user.click(screen.getByLabelText('Or paste its JSON'));
    await user.paste('{ not json');
    await user.click(screen.getByRole('button', { name: 'Load pasted JSON' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/Pasted JSON: This is not valid JSON/);

    await user.clear(screen.getByLabelText('Or paste its JSON'));
    await user.click(screen.getByLabelText('Or paste its JSON'));
    await user.paste(JSON.stringify(withUnknown));
    await user.click(screen.getByRole('button', { name: 'Load pasted JSON' }));
    const ignored = await screen.findByRole('list', { name: 'Ignored fields' });
    expect(within(ignored).getByText('colour', { selector: 'code' })).toBeInTheDocument();
    await user.click(within(ignored).getByRole('button', { name: /Remove the field/ }));
    await waitFor(() => expect(summary()).toHaveTextContent('No problems'));
  });

  it('shows an invalid colour as a schema problem while it is typed, without breaking the contrast checks', async () => {
    const { user } = renderStudio();
    await loadTemplate1(user);
    const accent = lightColours().getByRole('textbox', { name: 'Accent' });
    await retype(user, accent, '#12');
    const problems = await screen.findByRole('list', { name: 'Configuration problems' });
    expect(within(problems).getByText('theme.accent', { selector: 'code' })).toBeInTheDocument();
    expect(problems).toHaveTextContent(/a colour as "#rgb" or "#rrggbb"/);
    await user.type(accent, '3');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Configuration problems' })).not.toBeInTheDocument());
  });
});
