import { screen } from '@testing-library/react';
import { renderWithI18n } from '../i18n/test-i18n';
import { ConnectionIndicator } from './connection-indicator';
import { NetworkErrorBanner, SubscribeFailedBanner } from './network-error-banner';

describe('ConnectionIndicator', () => {
  it.each([
    ['Connected', 'Live'],
    ['Reconnecting', 'Reconnecting…'],
    ['Disconnected', 'Offline'],
  ] as const)('names the %s state', (state, text) => {
    renderWithI18n(<ConnectionIndicator state={state} />);
    expect(screen.getByRole('status')).toHaveAccessibleName(`Live updates: ${text}`);
  });
});

describe('NetworkErrorBanner', () => {
  it("tells 'Network error' and that it reconnects in a polite region that stays, empty when live", () => {
    const { rerender, container } = renderWithI18n(<NetworkErrorBanner outage="reconnecting" onReconnect={() => undefined} />);
    const region = container.querySelector('[aria-live="polite"]') as HTMLElement;
    expect(region).toHaveAttribute('aria-atomic', 'true');
    expect(region).toHaveTextContent('Network error');
    expect(region).toHaveTextContent('Reconnecting…');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<NetworkErrorBanner outage={null} />);
    expect(container.querySelector('[aria-live="polite"]')).toBe(region);
    expect(region).toBeEmptyDOMElement();
  });

  it('once stopped, says so and offers Reconnect', async () => {
    const onReconnect = jest.fn();
    const { container } = renderWithI18n(<NetworkErrorBanner outage="stopped" onReconnect={onReconnect} />);
    expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent('Live updates stopped. The page tries again every minute.');
    screen.getByRole('button', { name: 'Reconnect' }).click();
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });
});

describe('SubscribeFailedBanner', () => {
  it("shows 'Failed to subscribe' as an alert while visible", () => {
    const { rerender } = renderWithI18n(<SubscribeFailedBanner visible />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to subscribe');
    rerender(<SubscribeFailedBanner visible={false} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
