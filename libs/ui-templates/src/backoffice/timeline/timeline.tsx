import './timeline.css';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { formatDateTime, formatNumber } from '@brokerfront/i18n';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { InlineAlert } from '../inline-alert';
import { formatRelativeTime } from './relative-time';

/** How many more entries each "Show more" shows. */
export const TIMELINE_STEP = 20;

/** Props of {@link Timeline}. */
export interface TimelineProps {
  /** The first answers are still coming: a status says so and no list is drawn. */
  loading: boolean;
  /** Why (part of) the activity could not be loaded, in words; shown as an alert with "Try again". */
  error?: string | null;
  onRetry?: () => void;
  /** How many entries there are in all, and how many of them are drawn (the children). */
  total: number;
  shown: number;
  /** Draws the next {@link TIMELINE_STEP} entries; the focus moves to the first of them. */
  onShowMore: () => void;
  /** The comment form above the list (none for an employee who may not comment). */
  composer?: ReactNode;
  /** The drawn entries, newest first: {@link TimelineEntry} elements. */
  children?: ReactNode;
  className?: string;
}

/**
 * A user's timeline: a heading, the comment form, then the entries newest first as an ordered list, each one
 * sentence for a screen reader. While the first answers load a status says so; with nothing to show,
 * "No activity yet"; a failure is an alert with its reason and "Try again" (what did load stays listed). Long
 * lists show their first entries and grow with "Show more", which moves the focus to the first new entry.
 */
export function Timeline({ loading, error, onRetry, total, shown, onShowMore, composer, children, className }: TimelineProps) {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language || 'en';
  const headingId = useId();
  const list = useRef<HTMLOListElement>(null);
  // The index of the first entry "Show more" brought, to focus once it is drawn.
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const index = focusFrom.current;
    if (index === null) return;
    const entry = list.current?.children.item(index);
    if (entry instanceof HTMLElement) {
      focusFrom.current = null;
      entry.focus();
    }
  }, [shown]);

  const count = (n: number) => formatNumber(n, language);
  return (
    <section className={['bf-timeline', className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <h2 id={headingId} className="bf-timeline__title">
        {t('timeline.title')}
      </h2>
      {composer}
      {error ? (
        <InlineAlert
          className="bf-timeline__error"
          message={t('timeline.error', { reason: error })}
          action={
            onRetry ? (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                {t('timeline.retry')}
              </Button>
            ) : null
          }
        />
      ) : null}
      {loading ? (
        <p role="status" className="bf-timeline__note">
          {t('timeline.loading')}
        </p>
      ) : total === 0 ? (
        error ? null : (
          <p className="bf-timeline__note">{t('timeline.empty')}</p>
        )
      ) : (
        <>
          <ol ref={list} className="bf-timeline__list" aria-labelledby={headingId}>
            {children}
          </ol>
          {shown < total ? (
            <div className="bf-timeline__more">
              <p className="bf-timeline__count">{t('timeline.shown', { shown: count(shown), total: count(total) })}</p>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  focusFrom.current = shown;
                  onShowMore();
                }}
              >
                {t('timeline.showMore')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

/** Props of {@link TimelineEntry}. */
export interface TimelineEntryProps {
  /** A comment, or a change made to the user. */
  kind: 'comment' | 'change';
  /** Who: a full name; null while it is looked up. */
  actor: string | null;
  /** What, in words of the interface language (a change; a comment says "commented" by itself). */
  action?: string;
  /** When: ISO-8601. */
  at: string;
  /** The comment's text, or a note of the change (a rejection's reason): plain text, line breaks kept. */
  text?: string | null;
  /** The time the relative date is counted from (default: now). */
  now?: number;
}

/**
 * One entry of a {@link Timeline}: "Erin Employee blocked the user, 2 hours ago (14/03/2025 09:30)." with the
 * date in a `<time>`, then the comment's text as plain text (never HTML). The entry can take the focus (from
 * "Show more").
 */
export function TimelineEntry({ kind, actor, action, at, text, now }: TimelineEntryProps) {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language || 'en';
  const valid = !Number.isNaN(Date.parse(at));
  const exact = valid ? formatDateTime(at, language) : '';
  const what = kind === 'comment' ? t('timeline.commented') : (action ?? '');
  return (
    <li className={`bf-timeline__entry bf-timeline__entry--${kind}`} tabIndex={-1}>
      <p className="bf-timeline__summary">
        <span className="bf-timeline__actor">{actor ?? t('timeline.nameLoading')}</span> {what}
        {valid ? (
          <>
            ,{' '}
            <time dateTime={at} title={exact} className="bf-timeline__when">
              {formatRelativeTime(at, language, now)}
            </time>{' '}
            <span className="bf-timeline__exact">({exact})</span>
          </>
        ) : null}
        .
      </p>
      {text ? <p className={`bf-timeline__text bf-timeline__text--${kind}`}>{text}</p> : null}
    </li>
  );
}
