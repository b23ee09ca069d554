import { useId, useRef, useState, type FormEvent } from 'react';
import { formatNumber } from '@brokerfront/i18n';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import './timeline.css';

/** The longest comment the service takes (characters, after trimming). */
export const COMMENT_MAX_LENGTH = 4000;

/** Props of {@link CommentComposer}. */
export interface CommentComposerProps {
  /**
   * Posts the (trimmed) text; resolves `true` once the comment is stored (the form empties and "Comment posted."
   * is announced), `false` when it failed (the text stays; the reason comes in `error`).
   */
  onPost: (text: string) => Promise<boolean>;
  /** Why the last post failed, in words (shown beside the field and announced); null: no failure. */
  error?: string | null;
  className?: string;
}

/**
 * "Add a comment": a text area with a live count of its characters (1–{@link COMMENT_MAX_LENGTH}) and Post. An
 * empty or too long comment gets its message beside the field and nothing is sent; while posting, Post is busy
 * and a second press does nothing. The outcome is announced: "Comment posted." in a status, a failure as an
 * alert, and the text typed is never lost on failure.
 */
export function CommentComposer({ onPost, error, className }: CommentComposerProps) {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language || 'en';
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<'empty' | 'tooLong' | null>(null);
  const [posting, setPosting] = useState(false);
  const [posted, setPosted] = useState(false);
  const [failed, setFailed] = useState(false);

  const length = text.trim().length;
  const over = length > COMMENT_MAX_LENGTH;
  const max = formatNumber(COMMENT_MAX_LENGTH, language);
  const message =
    problem === 'empty'
      ? t('timeline.composer.empty')
      : problem === 'tooLong' || over
        ? t('timeline.composer.tooLong', { max })
        : failed && error
          ? t('timeline.composer.failed', { reason: error })
          : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (posting) return;
    setPosted(false);
    if (length === 0 || over) {
      setProblem(length === 0 ? 'empty' : 'tooLong');
      field.current?.focus();
      return;
    }
    setProblem(null);
    setFailed(false);
    setPosting(true);
    const ok = await onPost(text.trim()).catch(() => false);
    setPosting(false);
    if (ok) {
      setText('');
      setPosted(true);
    } else {
      setFailed(true);
      field.current?.focus();
    }
  };

  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  return (
    <form className={['bf-timeline__composer', className].filter(Boolean).join(' ')} onSubmit={submit} noValidate>
      <div className={['bf-field', message ? 'bf-field--invalid' : ''].filter(Boolean).join(' ')}>
        <label className="bf-field__label" htmlFor={id}>
          {t('timeline.composer.label')}
        </label>
        <textarea
          ref={field}
          id={id}
          rows={3}
          className="bf-field__control bf-field__control--multiline"
          value={text}
          aria-invalid={message ? true : undefined}
          aria-describedby={[countId, message ? errorId : null].filter(Boolean).join(' ')}
          onChange={(e) => {
            setText(e.target.value);
            setPosted(false);
            if (problem === 'empty' && e.target.value.trim()) setProblem(null);
            if (problem === 'tooLong' && e.target.value.trim().length <= COMMENT_MAX_LENGTH) setProblem(null);
          }}
        />
        <p id={countId} className={['bf-timeline__chars', over ? 'bf-timeline__chars--over' : ''].filter(Boolean).join(' ')}>
          {t('timeline.composer.count', { count: formatNumber(length, language), max })}
        </p>
        {message ? (
          <p id={errorId} className="bf-field__error" role="alert">
            {message}
          </p>
        ) : null}
      </div>
      <div className="bf-timeline__composer-actions">
        <Button type="submit" size="sm" aria-disabled={posting || undefined} aria-busy={posting || undefined}>
          {posting ? t('timeline.composer.posting') : t('timeline.composer.post')}
        </Button>
        <p role="status" className="bf-timeline__posted">
          {posted ? t('timeline.composer.posted') : ''}
        </p>
      </div>
    </form>
  );
}
