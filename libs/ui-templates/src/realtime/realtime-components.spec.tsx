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
  it("shows 'Network error' as an alert while visible", () => {
    const { rerender } = renderWithI18n(<NetworkErrorBanner visible />);
    expect(screen.getByRole('alert')).toHaveTextContent('Network error');
    rerender(<NetworkErrorBanner visible={false} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
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
