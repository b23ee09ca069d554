/**
 * @jest-environment node
 */
import { readFileSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import { ConnectionState, NETWORK_ERROR_MESSAGE, SUBSCRIBE_FAILED_MESSAGE } from '../constants';

type Tree = { [key: string]: string | Tree };

const load = (name: string) => JSON.parse(readFileSync(path.join(__dirname, `${name}.json`), 'utf8')) as Tree;
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((all, [key, value]) => {
    const full = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...all, [full]: value } : { ...all, ...flatten(value, full) };
  }, {});

describe('realtime namespace translations', () => {
  const languages = readdirSync(__dirname)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
  const en = flatten(load('en'));

  it('exist for the six languages', () => {
    expect(languages).toEqual(['de', 'en', 'esp', 'ita', 'svn', 'swe']);
  });

  it('English has the SPEC §8 messages and a text for every connection state', () => {
    expect(en['feeds.networkError']).toBe(NETWORK_ERROR_MESSAGE);
    expect(en['feeds.failed']).toBe(SUBSCRIBE_FAILED_MESSAGE);
    for (const state of Object.values(ConnectionState)) expect(en[`connection.${state}`]).toBeTruthy();
  });

  it.each(['de', 'esp', 'ita', 'svn', 'swe'])('%s has every English key, none empty, none extra', (lang) => {
    const texts = flatten(load(lang));
    expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort());
    for (const value of Object.values(texts)) expect(value.trim()).not.toBe('');
  });
});
