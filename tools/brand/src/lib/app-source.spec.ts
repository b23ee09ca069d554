import { nextFreePorts, portsOfViteConfig, templateOfMain } from './app-source';

describe('templateOfMain', () => {
  it('reads the template a main.tsx starts', () => {
    expect(templateOfMain("void startSite({ template: 'template3', container: document.getElementById('root') as HTMLElement });")).toBe(
      'template3',
    );
    expect(templateOfMain('startSite({\n  template: "template1",\n})')).toBe('template1');
    expect(templateOfMain("startSite({ template: 'template9' })")).toBeUndefined();
    expect(templateOfMain('startSite({})')).toBeUndefined();
  });
});

describe('portsOfViteConfig', () => {
  it('reads the ports of the shared configuration, implicit or explicit, and literal ports', () => {
    expect(portsOfViteConfig('export default appConfig(import.meta.dirname, 3);')).toEqual([4202, 4302]);
    expect(portsOfViteConfig('export default appConfig(import.meta.dirname, 2, { dev: 4211, preview: 4311 });')).toEqual([4211, 4311]);
    expect(portsOfViteConfig('server: { port: 4290, host }, preview: { port: 4390 }')).toEqual([4290, 4390]);
    expect(portsOfViteConfig('export default defineConfig({});')).toEqual([]);
  });
});

describe('nextFreePorts', () => {
  it('takes the first dev port from 4204 whose dev and preview ports are free', () => {
    expect(nextFreePorts([4200, 4201, 4202, 4203, 4300, 4301, 4302, 4303, 4290, 4390])).toEqual({ dev: 4204, preview: 4304 });
    expect(nextFreePorts([4204, 4304, 4305])).toEqual({ dev: 4206, preview: 4306 });
  });
});
