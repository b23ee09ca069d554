/** @jest-environment node */
import { countries, findCountry, getCountries } from './countries';

describe('country reference list', () => {
  it('has about 250 unique entries with United States first', () => {
    expect(countries.length).toBeGreaterThanOrEqual(245);
    expect(countries.length).toBeLessThanOrEqual(255);
    expect(countries[0]).toEqual({ isoNum: 840, iso2: 'US', iso3: 'USA', name: 'United States' });
    for (const key of ['isoNum', 'iso2', 'iso3'] as const) {
      expect(new Set(countries.map((c) => c[key])).size).toBe(countries.length);
    }
    expect(countries.every((c) => /^[A-Z]{2}$/.test(c.iso2) && /^[A-Z]{3}$/.test(c.iso3) && c.name)).toBe(true);
  });

  it('finds countries by any code', () => {
    expect(findCountry('de')?.iso3).toBe('DEU');
    expect(findCountry('SWE')?.iso2).toBe('SE');
    expect(findCountry(705)?.name).toBe('Slovenia');
  });

  it('localises names with Intl.DisplayNames, keeping the order', () => {
    const de = getCountries('de');
    expect(de[0]).toMatchObject({ iso2: 'US', name: 'Vereinigte Staaten' });
    expect(de.find((c) => c.iso2 === 'SE')?.name).toBe('Schweden');
    expect(getCountries('swe').find((c) => c.iso2 === 'DE')?.name).toBe('Tyskland');
    expect(getCountries('esp').find((c) => c.iso2 === 'DE')?.name).toBe('Alemania');
    expect(de.map((c) => c.iso2)).toEqual(countries.map((c) => c.iso2));
  });

  it('sorts by name in the language after the pinned entries when asked', () => {
    const de = getCountries('de', { order: 'name' });
    const names = de.map((c) => c.name);
    expect(de[0]).toMatchObject({ iso2: 'US', name: 'Vereinigte Staaten' });
    expect(de).toHaveLength(countries.length);
    expect(new Set(de.map((c) => c.iso2))).toEqual(new Set(countries.map((c) => c.iso2)));
    // "Deutschland" under D, between "Dänemark" and "Dominica" (the reference order has Germany under G).
    const germany = names.indexOf('Deutschland');
    expect(names.slice(germany - 1, germany + 2)).toEqual(['Dänemark', 'Deutschland', 'Dominica']);
    expect(names.indexOf('Österreich')).toBe(names.indexOf('Oman') + 1);
    expect(names.slice(1)).toEqual([...names.slice(1)].sort(new Intl.Collator('de').compare));

    const sv = getCountries('swe', { order: 'name' }).map((c) => c.name);
    expect(sv[0]).toBe('USA');
    expect(sv.indexOf('Österrike')).toBeGreaterThan(sv.indexOf('Zimbabwe'));
    expect(getCountries('de')[0].iso2).toBe('US');
    expect(getCountries('de').map((c) => c.iso2)).toEqual(countries.map((c) => c.iso2));
    expect(getCountries('de', { order: 'name' })).toBe(de);
  });

  it('falls back to the English name when the runtime cannot name a country', () => {
    const list = getCountries('xx', { displayNames: () => ({ of: (code) => (code === 'FR' ? 'Frankreich' : undefined) }) });
    expect(list.find((c) => c.iso2 === 'FR')?.name).toBe('Frankreich');
    expect(list.find((c) => c.iso2 === 'IT')?.name).toBe('Italy');
    expect(getCountries('en', { displayNames: () => undefined })[0].name).toBe('United States');
  });
});
