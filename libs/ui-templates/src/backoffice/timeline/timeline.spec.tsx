import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '@brokerfront/i18n';
import { backofficeResources, expectNoSeriousAxeIssues, rendererWith } from '../testing/backoffice-testing';
import de from './i18n/de.json';
import en from './i18n/en.json';
import esp from './i18n/esp.json';
import ita from './i18n/ita.json';
import svn from './i18n/svn.json';
import swe from './i18n/swe.json';
import { CommentComposer } from './comment-composer';
import { formatRelativeTime } from './relative-time';
import { Timeline, TimelineEntry } from './timeline';

const TEXTS = { en, de, esp, ita, svn, swe };

const renderUi = rendererWith(backofficeResources(TEXTS));

const NOW = Date.UTC(2025, 2, 14, 12, 0);
const before = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it.each([
    [10, 'now'],
    [-120, 'now'],
    [60, '1 minute ago'],
    [44 * 60, '44 minutes ago'],
    [50 * 60, '1 hour ago'],
    [5 * 3600, '5 hours ago'],
    [23 * 3600, 'yesterday'],
    [3 * 86_400, '3 days ago'],
    [40 * 86_400, 'last month'],
    [100 * 86_400, '3 months ago'],
    [400 * 86_400, 'last year'],
    [3 * 365 * 86_400, '3 years ago'],
  ])('%i seconds before: "%s"', (seconds, words) => {
    expect(formatRelativeTime(before(seconds), 'en', NOW)).toBe(words);
  });

  it('speaks each language and leaves a text that is no date empty', () => {
    expect(formatRelativeTime(before(3 * 3600), 'de', NOW)).toBe('vor 3 Stunden');
    expect(formatRelativeTime(before(2 * 86_400), 'swe', NOW)).toBe('i förrgår');
    expect(formatRelativeTime(before(5 * 60), 'esp', NOW)).toBe('hace 5 minutos');
    expect(formatRelativeTime('soon', 'en', NOW)).toBe('');
  });
});

describe('TimelineEntry', () => {
  it('reads as one sentence with the date in a <time>; a comment is plain text with its line breaks', () => {
    const at = before(2 * 3600);
    renderUi(
      <ol>
        <TimelineEntry kind="comment" actor="Sam Support" at={at} text={'<img src=x onerror=alert(1)>\nSecond line'} now={NOW} />
        <TimelineEntry kind="change" actor={null} action="blocked the user" at={at} now={NOW} />
      </ol>,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent(`Sam Support commented, 2 hours ago (${formatDateTime(at, 'en')}).`);
    expect(first?.querySelector('img')).toBeNull();
    expect(first?.querySelector('.bf-timeline__text')?.textContent).toBe('<img src=x onerror=alert(1)>\nSecond line');
    expect(first?.querySelector('time')).toHaveAttribute('dateTime', at);
    expect(first?.querySelector('time')).toHaveAttribute('title', formatDateTime(at, 'en'));
    // The name is still looked up.
    expect(second?.textContent).toBe(`… blocked the user, 2 hours ago (${formatDateTime(at, 'en')}).`);
  });

  it('speaks Slovenian and Italian', () => {
    const at = before(60);
    const { unmount } = renderUi(<TimelineEntry kind="comment" actor="Maja Novak" at={at} now={NOW} />, 'svn');
    expect(screen.getByRole('listitem')).toHaveTextContent(/^Maja Novak je komentiral\(a\), pred 1 minuto/);
    unmount();
    renderUi(<TimelineEntry kind="change" actor="Maja Novak" action="ha bloccato l'utente" at={at} now={NOW} />, 'ita');
    expect(screen.getByRole('listitem')).toHaveTextContent(/^Maja Novak ha bloccato l'utente, 1 minuto fa/);
  });
});

describe('Timeline', () => {
  const entries = (
    <>
      <TimelineEntry kind="change" actor="Dan Staff" action="blocked the user" at={before(60)} now={NOW} />
      <TimelineEntry kind="comment" actor="Sam Support" at={before(120)} text="Call back" now={NOW} />
    </>
  );

  it('is a labelled region with a heading and an ordered list, free of serious axe issues', async () => {
    const { container } = renderUi(
      <Timeline loading={false} total={2} shown={2} onShowMore={jest.fn()} composer={<CommentComposer onPost={jest.fn()} />}>
        {entries}
      </Timeline>,
    );
    const region = screen.getByRole('region', { name: 'Timeline' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Timeline' })).toBeInTheDocument();
    expect(within(region).getByRole('list', { name: 'Timeline' }).tagName).toBe('OL');
    await expectNoSeriousAxeIssues(container);
  });

  it('says it is loading, that there is nothing yet, or why it failed', async () => {
    const onRetry = jest.fn();
    const { rerender, container } = renderUi(<Timeline loading total={0} shown={0} onShowMore={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the activity…');
    rerender(<Timeline loading={false} total={0} shown={0} onShowMore={jest.fn()} />);
    expect(screen.getByText('No activity yet')).toBeInTheDocument();
    rerender(
      <Timeline loading={false} error="You are not allowed to do this." onRetry={onRetry} total={0} shown={0} onShowMore={jest.fn()} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The activity could not be loaded: You are not allowed to do this.');
    expect(screen.queryByText('No activity yet')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await expectNoSeriousAxeIssues(container);
  });

  it('offers Show more while entries are left, in the language’s number format', async () => {
    const onShowMore = jest.fn();
    renderUi(
      <Timeline loading={false} total={1234} shown={2} onShowMore={onShowMore}>
        {entries}
      </Timeline>,
      'de',
    );
    expect(screen.getByText('Angezeigte Einträge: 2 von 1.234')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
    expect(onShowMore).toHaveBeenCalledTimes(1);
  });
});

describe('CommentComposer', () => {
  it('posts the trimmed text, empties and announces; a second press while posting does nothing', async () => {
    let finish: (ok: boolean) => void = () => undefined;
    const onPost = jest.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const { container } = renderUi(<CommentComposer onPost={onPost} />);
    const box = screen.getByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(box, '  Wants a demo.  ');
    expect(box).toHaveAccessibleDescription('Characters: 13 of 4,000');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    await userEvent.click(screen.getByRole('button', { name: 'Posting…' }));
    expect(onPost).toHaveBeenCalledTimes(1);
    expect(onPost).toHaveBeenCalledWith('Wants a demo.');
    finish(true);
    expect(await screen.findByText('Comment posted.')).toHaveAttribute('role', 'status');
    expect(box).toHaveValue('');
    await expectNoSeriousAxeIssues(container);
  });

  it('keeps the text on failure and shows the reason beside the field, in the language', async () => {
    const onPost = jest.fn().mockResolvedValue(false);
    const { rerender } = renderUi(<CommentComposer onPost={onPost} />, 'swe');
    const box = screen.getByRole('textbox', { name: 'Lägg till en kommentar' });
    await userEvent.type(box, 'Ring upp.');
    await userEvent.click(screen.getByRole('button', { name: 'Publicera' }));
    rerender(<CommentComposer onPost={onPost} error="För många förfrågningar." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Kommentaren publicerades inte: För många förfrågningar.');
    expect(box).toHaveValue('Ring upp.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('stops an empty or too long comment before sending', async () => {
    const onPost = jest.fn();
    renderUi(<CommentComposer onPost={onPost} />);
    const box = screen.getByRole('textbox', { name: 'Add a comment' });
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(box).toHaveAccessibleDescription('Characters: 0 of 4,000 Write a comment first.');
    expect(box).toHaveFocus();
    await userEvent.type(box, 'a');
    expect(box).toHaveAccessibleDescription('Characters: 1 of 4,000');
    await userEvent.paste('b'.repeat(4000));
    expect(box).toHaveAccessibleDescription('Characters: 4,001 of 4,000 The comment is too long: at most 4,000 characters.');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(onPost).not.toHaveBeenCalled();
    await userEvent.type(box, '{Backspace}');
    expect(box).toHaveAccessibleDescription('Characters: 4,000 of 4,000');
  });
});
