/**
 * Pushed `UserDocumentChangedEvent`s applied to the cached document lists (`applyDocumentEvents`).
 * @jest-environment node
 */
import { configureStore, isAction, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { DocumentStatus, DocumentType, type UserDocument, type UserDocumentChangedEvent } from '../index';
import { applyDocumentEvents, patchDocumentList } from './live-cache';
import { identityApi } from './identity-api';

const doc = (id: number, userId: number, extra: Partial<UserDocument> = {}): UserDocument => ({
  Id: id,
  UserId: userId,
  DocumentType: DocumentType.Identity,
  FileName: `d${id}.pdf`,
  ContentType: 'application/pdf',
  Size: 10,
  Status: DocumentStatus.Pending,
  Comment: null,
  UploadedAt: `2026-01-${String(10 + id).padStart(2, '0')}T00:00:00.000Z`,
  VerifiedAt: null,
  VerifiedBy: null,
  ...extra,
});

const event = (Kind: UserDocumentChangedEvent['Kind'], Document: UserDocument): UserDocumentChangedEvent => ({ Document, Kind });

const stores: Array<{ dispatch: (action: UnknownAction) => unknown }> = [];
afterEach(() => stores.splice(0).forEach((s) => s.dispatch(identityApi.util.resetApiState())));

/** A store whose cache is filled directly (no requests), recording the actions dispatched. */
function makeStore(lists: Array<[number, UserDocument[]]>) {
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    if (isAction(action)) actions.push(action);
    return next(action);
  };
  const store = configureStore({
    reducer: { [identityApi.reducerPath]: identityApi.reducer },
    middleware: (gDM) => gDM({ serializableCheck: false, immutableCheck: false }).prepend(recorder).concat(identityApi.middleware),
  });
  stores.push(store);
  store.dispatch(identityApi.util.upsertQueryEntries(lists.map(([arg, value]) => ({ endpointName: 'getDocuments' as const, arg, value }))));
  actions.length = 0;
  const ids = (userId: number) =>
    identityApi.endpoints.getDocuments
      .select(userId)(store.getState())
      .data?.map((d) => d.Id);
  return { store, actions, ids };
}

describe('applyDocumentEvents', () => {
  it("adds a created document to its owner's cached list, newest first", () => {
    const { store, ids } = makeStore([[2, [doc(2, 2), doc(1, 2)]]]);
    store.dispatch(applyDocumentEvents([event('Created', doc(3, 2))]));
    expect(ids(2)).toEqual([3, 2, 1]);
  });

  it('replaces an updated document in place', () => {
    const { store } = makeStore([[2, [doc(2, 2), doc(1, 2)]]]);
    const verified = doc(1, 2, { Status: DocumentStatus.Verified, VerifiedAt: '2026-02-01T00:00:00.000Z', VerifiedBy: 1 });
    store.dispatch(applyDocumentEvents([event('Updated', verified)]));
    expect(identityApi.endpoints.getDocuments.select(2)(store.getState()).data).toEqual([doc(2, 2), verified]);
  });

  it('removes a deleted document', () => {
    const { store, ids } = makeStore([[2, [doc(2, 2), doc(1, 2)]]]);
    store.dispatch(applyDocumentEvents([event('Deleted', doc(2, 2))]));
    expect(ids(2)).toEqual([1]);
  });

  it('leaves users whose documents are not cached untouched (no entry is created)', () => {
    const { store, actions, ids } = makeStore([[2, [doc(1, 2)]]]);
    store.dispatch(applyDocumentEvents([event('Created', doc(5, 3)), event('Updated', doc(6, 4))]));
    expect(identityApi.endpoints.getDocuments.select(3)(store.getState()).status).toBe('uninitialized');
    expect(identityApi.endpoints.getDocuments.select(4)(store.getState()).status).toBe('uninitialized');
    expect(ids(2)).toEqual([1]);
    expect(actions).toEqual([]);
  });

  it('applies a batch in order with one cache write per cached user', () => {
    const { store, actions, ids } = makeStore([
      [2, [doc(1, 2)]],
      [3, [doc(4, 3)]],
    ]);
    store.dispatch(
      applyDocumentEvents([
        event('Created', doc(2, 2)),
        event('Updated', doc(2, 2, { Status: DocumentStatus.Rejected, Comment: 'Blurred' })),
        event('Deleted', doc(1, 2)),
        event('Deleted', doc(4, 3)),
      ]),
    );
    expect(identityApi.endpoints.getDocuments.select(2)(store.getState()).data).toEqual([
      doc(2, 2, { Status: DocumentStatus.Rejected, Comment: 'Blurred' }),
    ]);
    expect(ids(3)).toEqual([]);
    // Each patched list is one `updateQueryData` (one `queryResultPatched` action).
    expect(actions.filter((a) => a.type.endsWith('/queryResultPatched'))).toHaveLength(2);
  });

  it('does nothing for no events or events that change nothing', () => {
    const { store, actions } = makeStore([[2, [doc(1, 2)]]]);
    store.dispatch(applyDocumentEvents([]));
    store.dispatch(applyDocumentEvents([event('Deleted', doc(9, 2))]));
    expect(actions.filter((a) => a.type.startsWith('identityApi/'))).toEqual([]);
  });
});

describe('patchDocumentList', () => {
  it('keeps the list newest first, adds an updated document it lacks, and answers the same list when unchanged', () => {
    const list = Object.freeze([doc(3, 2), doc(1, 2)]);
    expect(patchDocumentList(list, 2, [event('Updated', doc(2, 2))]).map((d) => d.Id)).toEqual([3, 2, 1]);
    expect(patchDocumentList(list, 2, [event('Created', doc(3, 2, { Comment: 'x' }))])[0]?.Comment).toBe('x');
    expect(patchDocumentList(list, 2, [event('Deleted', doc(7, 2)), event('Created', doc(8, 5))])).toBe(list);
    expect(list.map((d) => d.Id)).toEqual([3, 1]);
  });
});
