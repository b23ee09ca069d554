import { combineSlices, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { makeTestUser } from '@brokerfront/identity-api/testing';
import type { FeedEvent } from '../feeds';
import {
  currentUserCleared,
  currentUserLoaded,
  currentUserReplaced,
  currentUserSlice,
  selectCurrentUser,
  type CurrentUserState,
} from './current-user-slice';
import { feedEventsReceived } from './realtime-slice';

const pushed = (user = makeTestUser(1, { FirstName: 'Pushed' })) => {
  const event = { type: 'UserUpdatedEvent', payload: { User: user } } as unknown as FeedEvent;
  return feedEventsReceived([event], { currentUser: user });
};

describe('currentUserSlice', () => {
  const reducer = currentUserSlice.reducer as Reducer<CurrentUserState, UnknownAction>;
  const signedIn = () => reducer(undefined, currentUserLoaded(makeTestUser(1)));

  it('takes the pushed record of the signed-in user, frozen, keeping the rest of the state', () => {
    const before = signedIn();
    const record = makeTestUser(1, { FirstName: 'Pushed', FullName: 'Pushed One' });
    const after = reducer(before, pushed(record));
    expect(after).not.toBe(before);
    expect(after.user).toBe(record);
    expect(after.status).toBe('loaded');
    expect(after.permissions).toBe(before.permissions);
    expect(Object.isFrozen(after)).toBe(true);
    expect(Object.isFrozen(after.user)).toBe(true);
  });

  it("ignores another user's record, a batch without one, and pushes while signed out", () => {
    const before = signedIn();
    expect(reducer(before, pushed(makeTestUser(2)))).toBe(before);
    expect(reducer(before, feedEventsReceived([]))).toBe(before);
    const signedOut = reducer(before, currentUserCleared());
    expect(reducer(signedOut, pushed())).toBe(signedOut);
    expect(signedOut.user).toBeNull();
  });

  it('keeps its other reducers (drafted) working after a pushed record', () => {
    const after = reducer(reducer(signedIn(), pushed()), currentUserReplaced(makeTestUser(1, { FirstName: 'Replaced' })));
    expect(after.user?.FirstName).toBe('Replaced');
    expect(reducer(after, currentUserCleared())).toEqual(currentUserSlice.getInitialState());
  });

  it.each([
    ['combineSlices', () => combineSlices(currentUserSlice)],
    ['rootReducer.inject', () => combineSlices({ other: (s = 0) => s }).inject(currentUserSlice)],
    [
      'injectInto',
      () => {
        const root = combineSlices({ other: (s = 0) => s });
        currentUserSlice.injectInto(root);
        return root;
      },
    ],
  ])('takes pushed records when mounted with %s', (_how, mount) => {
    const store = configureStore({ reducer: mount() as Reducer });
    store.dispatch(currentUserLoaded(makeTestUser(1)));
    store.dispatch(pushed(makeTestUser(1, { FirstName: 'Live' })));
    expect(selectCurrentUser(store.getState())?.FirstName).toBe('Live');
  });

  it('mounts under another path with injectInto, pushed records included', () => {
    const root = combineSlices({ other: (s = 0) => s });
    const mounted = currentUserSlice.injectInto(root, { reducerPath: 'me' });
    const store = configureStore({ reducer: root as Reducer });
    store.dispatch(currentUserLoaded(makeTestUser(1)));
    store.dispatch(pushed(makeTestUser(1, { FirstName: 'Live' })));
    expect(mounted.selectors.selectCurrentUser(store.getState())?.FirstName).toBe('Live');
  });
});
