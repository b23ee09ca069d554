import { act } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';

let seen: boolean[] = [];

function Probe() {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p data-hydrated={String(hydrated)}>{hydrated ? 'browser' : 'server'}</p>;
}

let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  seen = [];
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

describe('useHydrated', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe />)).toBe('<p data-hydrated="false">server</p>');
    expect(seen).toEqual([false]);
  });

  it('is false while the server HTML hydrates, then true, without a mismatch', async () => {
    container.innerHTML = renderToString(<Probe />);
    const paragraph = container.querySelector('p');
    seen = [];
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    try {
      await act(async () => {
        root = hydrateRoot(container, <Probe />, { onRecoverableError: recoverable });
      });
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    expect(recoverable).not.toHaveBeenCalled();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.querySelector('p')).toBe(paragraph);
    expect(paragraph).toHaveTextContent('browser');
    expect(paragraph).toHaveAttribute('data-hydrated', 'true');
  });

  it('is true from the first render of a page rendered in the browser only', async () => {
    await act(async () => {
      root = createRoot(container);
      root.render(<Probe />);
    });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every(Boolean)).toBe(true);
    expect(container).toHaveTextContent('browser');
  });
});
