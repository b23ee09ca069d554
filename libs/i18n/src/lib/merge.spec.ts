import { findTranslationGaps, flattenTranslations, mergeTranslations } from './merge';

describe('mergeTranslations', () => {
  it('builds one file of namespaces and applies brand overrides key by key', () => {
    const file = mergeTranslations(
      [
        { namespace: 'common', texts: { skipLink: 'Skip', notFound: { title: 'Not found', text: 'Gone' } } },
        { namespace: 'auth', texts: { login: 'Log in' } },
        { namespace: 'common', texts: { states: { loading: 'Loading' } } },
      ],
      [{ common: { notFound: { title: 'Lost?' } }, site: { meta: { description: 'Brand' } } }],
    );
    expect(file).toEqual({
      common: { skipLink: 'Skip', notFound: { title: 'Lost?', text: 'Gone' }, states: { loading: 'Loading' } },
      auth: { login: 'Log in' },
      site: { meta: { description: 'Brand' } },
    });
  });

  it('does not change its inputs', () => {
    const texts = { a: { b: 'x' } };
    mergeTranslations([{ namespace: 'n', texts }], [{ n: { a: { b: 'y' } } }]);
    expect(texts).toEqual({ a: { b: 'x' } });
  });
});

describe('findTranslationGaps', () => {
  it('finds missing, empty and extra keys', () => {
    const gaps = findTranslationGaps({ a: 'A', b: { c: 'C', d: 'D' } }, { a: ' ', b: { c: 'C' }, e: 'E' });
    expect(gaps).toEqual({ missing: ['b.d'], empty: ['a'], extra: ['e'] });
  });

  it('flattens nested keys', () => {
    expect(flattenTranslations({ a: { b: { c: 'x' } }, d: 'y' })).toEqual({ 'a.b.c': 'x', d: 'y' });
  });
});
