/**
 * @jest-environment node
 */
import { readFileSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import { LOGIN_ERROR_MESSAGES, LOGIN_FALLBACK_MESSAGE, NOT_LOGGED_IN_MESSAGE, loginErrorKey } from '../login-messages';

type Tree = { [key: string]: string | Tree };

function load(name: string): Tree {
  return JSON.parse(readFileSync(path.join(__dirname, `${name}.json`), 'utf8')) as Tree;
}

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((all, [key, value]) => {
    const full = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...all, [full]: value } : { ...all, ...flatten(value, full) };
  }, {});
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('auth namespace translations', () => {
  const en = flatten(load('en'));
  const languages = readdirSync(__dirname)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''));

  it('exist for English, German, Swedish, Spanish, Slovenian and Italian', () => {
    expect(languages.sort()).toEqual(['de', 'en', 'esp', 'ita', 'svn', 'swe']);
  });

  it('English has the exact SPEC §8 login messages and the UI texts of the screens', () => {
    for (const [code, message] of Object.entries(LOGIN_ERROR_MESSAGES)) expect(en[`errors.${code}`]).toBe(message);
    expect(en['errors.fallback']).toBe(LOGIN_FALLBACK_MESSAGE);
    expect(en['errors.notLoggedIn']).toBe(NOT_LOGGED_IN_MESSAGE);
    expect(en['signIn.email']).toBe('Email');
    expect(en['signIn.password']).toBe('Password');
    expect(en['signIn.rememberMe']).toBe('Remember me');
    expect(en['signIn.submit']).toBe('Sign in');
    expect(en['signOut']).toBe('Sign out');
    expect(en['idle.message'].replace('{{time}}', '4:59')).toBe('You will be signed out in 4:59');
    expect(en['idle.stay']).toBe('Stay signed in');
    expect(en['idle.signOut']).toBe('Sign out');
  });

  it.each(['de', 'swe', 'esp', 'svn', 'ita'])('%s has every English key, nothing else, with the same placeholders', (lang) => {
    const other = flatten(load(lang));
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(other)) {
      expect(text.trim()).not.toBe('');
      expect(placeholders(text)).toEqual(placeholders(en[key]));
    }
  });

  it('every login error code has a key', () => {
    for (const code of [...Object.keys(LOGIN_ERROR_MESSAGES), 'invalid_client', null]) expect(en[loginErrorKey(code)]).toBeDefined();
  });
});
