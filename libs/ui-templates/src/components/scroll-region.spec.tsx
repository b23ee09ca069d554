import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderWithI18n } from '../i18n/test-i18n';
import { ScrollRegion } from './scroll-region';

/** Lays out `element` as a browser would: `clientWidth` of it shown, `scrollWidth` in all. */
function layOut(element: HTMLElement, clientWidth: number, scrollWidth: number) {
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
}

const table = (
  <table>
    <caption>Withdrawals</caption>
    <tbody>
      <tr>
        <td>1</td>
      </tr>
    </tbody>
  </table>
);

describe('ScrollRegion', () => {
  it('is a region named after its table, focusable so that the keyboard scrolls it', async () => {
    renderWithI18n(<ScrollRegion label="Withdrawals">{table}</ScrollRegion>);
    const region = screen.getByRole('region', { name: 'Withdrawals' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
    await userEvent.tab();
    expect(region).toHaveFocus();
  });

  it('can be named by a visible caption instead', () => {
    renderWithI18n(
      <ScrollRegion labelledBy="caption-id">
        <table>
          <caption id="caption-id">Employee groups</caption>
          <tbody />
        </table>
      </ScrollRegion>,
    );
    expect(screen.getByRole('region', { name: 'Employee groups' })).toHaveAttribute('aria-labelledby', 'caption-id');
  });

  it('says nothing when everything fits', () => {
    renderWithI18n(<ScrollRegion label="Withdrawals">{table}</ScrollRegion>);
    expect(screen.queryByText('Scroll sideways to see more')).toBeNull();
    expect(screen.getByRole('region', { name: 'Withdrawals' })).not.toHaveAttribute('aria-describedby');
  });

  it('says so when its content is wider, and shades the sides that hide columns as it scrolls', () => {
    const ref = createRef<HTMLDivElement>();
    const { container } = renderWithI18n(
      <ScrollRegion label="Withdrawals" ref={ref}>
        {table}
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Withdrawals' });
    expect(ref.current).toBe(region);
    const outer = container.querySelector('.bf-scroll-region') as HTMLElement;

    layOut(region, 300, 700);
    act(() => {
      fireEvent.scroll(region);
    });
    expect(screen.getByText('Scroll sideways to see more')).toBeInTheDocument();
    expect(region).toHaveAccessibleDescription('Scroll sideways to see more');
    expect(outer).toHaveClass('bf-scroll-region--more-end');
    expect(outer).not.toHaveClass('bf-scroll-region--more-start');

    act(() => {
      region.scrollLeft = 200;
      fireEvent.scroll(region);
    });
    expect(outer).toHaveClass('bf-scroll-region--more-start', 'bf-scroll-region--more-end');

    act(() => {
      region.scrollLeft = 400;
      fireEvent.scroll(region);
    });
    expect(outer).toHaveClass('bf-scroll-region--more-start');
    expect(outer).not.toHaveClass('bf-scroll-region--more-end');
  });

  it('speaks the interface language', () => {
    renderWithI18n(<ScrollRegion label="Auszahlungen">{table}</ScrollRegion>, { language: 'de' });
    const region = screen.getByRole('region', { name: 'Auszahlungen' });
    layOut(region, 300, 700);
    act(() => {
      fireEvent.scroll(region);
    });
    expect(screen.getByText('Seitlich scrollen, um mehr zu sehen')).toBeInTheDocument();
  });

  it('keeps the sticky column’s mark for its end column', () => {
    const { container } = renderWithI18n(
      <ScrollRegion label="Permissions" stickyEnd>
        {table}
      </ScrollRegion>,
    );
    expect(container.querySelector('.bf-scroll-region')).toHaveClass('bf-scroll-region--sticky-end');
  });
});
