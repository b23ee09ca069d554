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

  it('falls back to the English name when the runtime cannot name a country', () => {
    const list = getCountries('xx', { displayNames: () => ({ of: (code) => (code === 'FR' ? 'Frankreich' : undefined) }) });
    expect(list.find((c) => c.iso2 === 'FR')?.name).toBe('Frankreich');
    expect(list.find((c) => c.iso2 === 'IT')?.name).toBe('Italy');
    expect(getCountries('en', { displayNames: () => undefined })[0].name).toBe('United States');
  });
});
