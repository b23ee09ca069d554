import { useCallback } from 'react';
import { OBJECT_URL_LIFETIME_MS } from '@brokerfront/identity-api';
import { toIdentityApiError } from '@brokerfront/identity-api/redux';
import type { OpenOutcome } from '@brokerfront/ui-templates';
import { useAppDispatch } from '../../../app/hooks';
import type { AppDispatch, AppExtra, RootState } from '../../../app/store';
import { useServiceErrorText } from '../../../client/service-errors';

/** The types a document's file may have (the service sniffs them from the bytes); others are never shown inline. */
const VIEWABLE_TYPES: ReadonlySet<string> = new Set(['application/pdf', 'image/png', 'image/jpeg']);

/** The window a file opens in: enough of `Window` to show the file there, or close it when the download fails. */
export interface FileWindow {
  location: { href: string };
  close(): void;
  opener?: unknown;
}

/** The browser effects of {@link useOpenDocument}, each with the browser's own by default. */
export interface OpenDocumentEffects {
  /** Opens an empty window; null when the browser blocks it. Default `window.open('', '_blank')`. */
  openWindow?: () => FileWindow | null;
  /** Default `URL.createObjectURL`. */
  createObjectUrl?: (blob: Blob) => string;
  /** Default `URL.revokeObjectURL`. */
  revokeObjectUrl?: (url: string) => void;
  /** Runs `release` once the window has read the file (default: after {@link OBJECT_URL_LIFETIME_MS}). */
  later?: (release: () => void) => void;
}

const browserEffects: Required<OpenDocumentEffects> = {
  openWindow: () => (typeof window === 'undefined' ? null : (window.open('', '_blank') as FileWindow | null)),
  createObjectUrl: (blob) => URL.createObjectURL(blob),
  revokeObjectUrl: (url) => URL.revokeObjectURL?.(url),
  later: (release) => {
    const timer = setTimeout(release, OBJECT_URL_LIFETIME_MS);
    (timer as { unref?: () => void }).unref?.();
  },
};

/** Downloads a document's file with the bearer token, through the identity services of the store. */
const downloadDocument =
  (userId: number, documentId: number) =>
  (_dispatch: AppDispatch, _getState: () => RootState, extra: AppExtra): Promise<Blob> => {
    if (!extra.identity) return Promise.reject(new Error('The identity services are not available.'));
    return extra.identity.documents.downloadDocument(userId, documentId);
  };

/**
 * "Open" for a user's documents: `open(documentId)` opens a window at once (in the click: a browser lets a
 * page open one only there), downloads the file with the bearer token (`GET users/{id}/Documents/{docId}/File`)
 * and shows it in that window through an object URL, released a minute later. It resolves with what became of
 * it: `blocked` when the browser refused the window (nothing is downloaded then), `failed` with the service's
 * error in words (the window is closed). A file whose type is not one the service accepts (PDF, PNG, JPEG)
 * is handed over as a download rather than shown, so no other content ever runs under the site's origin.
 */
export function useOpenDocument(userId: number, effects: OpenDocumentEffects = {}): (documentId: number) => Promise<OpenOutcome> {
  const dispatch = useAppDispatch();
  const errorText = useServiceErrorText();
  const { openWindow, createObjectUrl, revokeObjectUrl, later } = { ...browserEffects, ...effects };
  return useCallback(
    async (documentId: number): Promise<OpenOutcome> => {
      const target = openWindow();
      if (!target) return { kind: 'blocked' };
      try {
        // The file never gets a handle on this page.
        target.opener = null;
      } catch {
        // Some browsers make `opener` read-only; the file is a PDF or an image either way.
      }
      let blob: Blob;
      try {
        blob = await dispatch(downloadDocument(userId, documentId));
      } catch (error) {
        target.close();
        return { kind: 'failed', message: errorText(toIdentityApiError(error)) };
      }
      const type = blob.type.split(';')[0]?.trim().toLowerCase() ?? '';
      const shown = VIEWABLE_TYPES.has(type) ? blob : new Blob([blob], { type: 'application/octet-stream' });
      const url = createObjectUrl(shown);
      target.location.href = url;
      later(() => revokeObjectUrl(url));
      return { kind: 'opened' };
    },
    [dispatch, errorText, userId, openWindow, createObjectUrl, revokeObjectUrl, later],
  );
}
