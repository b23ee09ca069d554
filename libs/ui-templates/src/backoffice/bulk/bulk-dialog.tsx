import './bulk.css';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { AccountManagerPicker, type AccountManagerPickerProps } from './account-manager-picker';
import { BulkOutcomeTable, countOutcomes } from './bulk-outcome-table';
import { BulkProgress } from './bulk-progress';
import type { BulkActionId, BulkOutcomeRow } from './bulk-types';

/** The step a bulk action is at, with what that step shows. */
export type BulkDialogView =
  /** The question, naming how many users and what happens to them. */
  | { step: 'confirm'; count: number }
  /** Paging the selection's users ("Finding the N users…"). */
  | { step: 'resolving'; expected: number; found: number }
  /** The users could not be found (the error in words). */
  | { step: 'resolve-failed'; error: string }
  /** Acting: users answered so far of the users to act on. */
  | { step: 'running'; done: number; total: number; cancelling?: boolean; waitSeconds?: number | null }
  /** Each user's outcome; `cancelled` when stopped before the end. */
  | { step: 'outcome'; rows: readonly BulkOutcomeRow[]; cancelled?: boolean };

/** Props of {@link BulkDialog}. */
export interface BulkDialogProps {
  action: BulkActionId;
  view: BulkDialogView;
  /** Assign: the account-manager picker (the dialog asks for a choice before confirming). */
  picker?: Omit<AccountManagerPickerProps, 'error'>;
  /** The signed-in employee's account is in the selection (it is left out). */
  includesSelf?: boolean;
  onConfirm: () => void;
  /** Closes the question, stops finding the users, or cancels the run (it stops after the calls in flight). */
  onCancel: () => void;
  onRetryResolve?: () => void;
  /** Acts again on the failed users only. */
  onRetryFailed?: () => void;
  /** Acts on the users a cancel left. */
  onContinue?: () => void;
  /** Closes the outcome (and, with it, the selection). */
  onDone: () => void;
}

/**
 * A bulk action from question to outcome in one dialog: the confirmation (with the account-manager
 * picker for Assign), finding the users, the progress with Cancel, then the outcome per user with
 * "Retry failed", "Continue with the rest" and "Done". Focus moves to each step's main element.
 */
export function BulkDialog({
  action,
  view,
  picker,
  includesSelf = false,
  onConfirm,
  onCancel,
  onRetryResolve,
  onRetryFailed,
  onContinue,
  onDone,
}: BulkDialogProps) {
  const { t } = useTranslation('backoffice');
  const questionId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const firstChoiceRef = useRef<HTMLInputElement>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const title = t(`bulk.titles.${action}`);

  // Each step puts focus on its main element: the search box of the picker, else the safe answer
  // (Cancel), the progress's Cancel, the summary of the outcome.
  const stepKey = view.step === 'running' && view.cancelling ? 'cancelling' : view.step;
  const withPicker = action === 'assign' && picker !== undefined;
  useEffect(() => {
    const body = bodyRef.current;
    const target =
      stepKey === 'confirm' && withPicker
        ? body?.querySelector<HTMLElement>('input')
        : body?.closest('.bf-dialog')?.querySelector<HTMLElement>('[data-focus-target]');
    target?.focus();
  }, [stepKey, withPicker]);

  useEffect(() => {
    if (picker?.value !== undefined) setPickError(null);
  }, [picker?.value]);

  const counts = useMemo(() => (view.step === 'outcome' ? countOutcomes(view.rows) : null), [view]);

  const confirm = () => {
    if (action === 'assign' && picker && picker.value === undefined) {
      setPickError(t('bulk.picker.required'));
      firstChoiceRef.current?.focus();
      return;
    }
    onConfirm();
  };

  let body;
  let actions;
  let onClose = onCancel;
  switch (view.step) {
    case 'confirm':
      body = (
        <>
          <p id={questionId} className="bf-bulk-dialog__question">
            {t(`bulk.confirm.question.${action}`, { count: view.count })}
          </p>
          <p className="bf-bulk-dialog__consequence">{t(`bulk.confirm.consequence.${action}`)}</p>
          {includesSelf ? <p className="bf-bulk-dialog__consequence">{t('bulk.confirm.self')}</p> : null}
          {action === 'assign' && picker ? <AccountManagerPicker ref={firstChoiceRef} {...picker} error={pickError} /> : null}
        </>
      );
      actions = (
        <>
          <Button variant="secondary" onClick={onCancel} data-focus-target="">
            {t('bulk.confirm.cancel')}
          </Button>
          <Button variant="primary" onClick={confirm}>
            {t(`bulk.confirm.go.${action}`)}
          </Button>
        </>
      );
      break;
    case 'resolving':
      body = (
        <>
          <p className="bf-bulk-dialog__question">{t('bulk.resolving.text', { count: view.expected })}</p>
          <BulkProgress
            label={t('bulk.resolving.progress')}
            value={view.found}
            max={view.expected}
            text={t('bulk.resolving.count', { found: view.found, total: view.expected })}
          />
        </>
      );
      actions = (
        <Button variant="secondary" onClick={onCancel} data-focus-target="">
          {t('bulk.running.cancel')}
        </Button>
      );
      break;
    case 'resolve-failed':
      body = (
        <div role="alert" className="bf-bulk-dialog__error">
          <p>{t('bulk.resolving.failed')}</p>
          <p>{view.error}</p>
        </div>
      );
      actions = (
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('bulk.resolving.close')}
          </Button>
          {onRetryResolve ? (
            <Button variant="primary" onClick={onRetryResolve} data-focus-target="">
              {t('bulk.resolving.retry')}
            </Button>
          ) : null}
        </>
      );
      break;
    case 'running':
      body = (
        <>
          <p className="bf-bulk-dialog__question">{t(`bulk.running.text.${action}`)}</p>
          <BulkProgress
            label={t('bulk.running.progress')}
            value={view.done}
            max={view.total}
            text={t('bulk.running.count', { done: view.done, total: view.total })}
          />
          {view.waitSeconds ? <p className="bf-bulk-dialog__note">{t('bulk.running.waiting', { seconds: view.waitSeconds })}</p> : null}
          {view.cancelling ? (
            <p className="bf-bulk-dialog__note" role="status" tabIndex={-1} data-focus-target="">
              {t('bulk.running.cancelling')}
            </p>
          ) : null}
        </>
      );
      actions = view.cancelling ? null : (
        <Button variant="secondary" onClick={onCancel} data-focus-target="">
          {t('bulk.running.cancel')}
        </Button>
      );
      if (view.cancelling) onClose = () => undefined;
      break;
    case 'outcome': {
      const failed = counts?.failed ?? 0;
      const pending = counts?.pending ?? 0;
      body = (
        <>
          <p className="bf-bulk-dialog__summary" tabIndex={-1} data-focus-target="">
            {t('bulk.outcome.summary', {
              done: counts?.done ?? 0,
              skipped: counts?.skipped ?? 0,
              failed,
              pending,
            })}
          </p>
          {view.cancelled ? <p className="bf-bulk-dialog__note">{t('bulk.outcome.cancelled')}</p> : null}
          <BulkOutcomeTable rows={view.rows} />
        </>
      );
      actions = (
        <>
          {failed > 0 && onRetryFailed ? (
            <Button variant="secondary" onClick={onRetryFailed}>
              {t('bulk.outcome.retry', { count: failed })}
            </Button>
          ) : null}
          {pending > 0 && onContinue ? (
            <Button variant="secondary" onClick={onContinue}>
              {t('bulk.outcome.continue', { count: pending })}
            </Button>
          ) : null}
          <Button variant="primary" onClick={onDone}>
            {t('bulk.outcome.done')}
          </Button>
        </>
      );
      onClose = onDone;
      break;
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={view.step === 'outcome' ? t('bulk.outcome.title', { action: title }) : title}
      role={view.step === 'confirm' ? 'alertdialog' : 'dialog'}
      describedBy={view.step === 'confirm' ? questionId : undefined}
      dismissible={view.step === 'confirm'}
      className={view.step === 'outcome' ? 'bf-bulk-dialog bf-bulk-dialog--wide' : 'bf-bulk-dialog'}
      actions={actions}
    >
      <div ref={bodyRef} className="bf-bulk-dialog__body">
        {body}
      </div>
    </Dialog>
  );
}
