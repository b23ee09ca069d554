import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@brokerfront/i18n/react';
import { fullNameOf, UNKNOWN_FULL_NAME, type UserComment } from '@brokerfront/identity-api';
import {
  identityApi,
  selectCurrentUser,
  useCommentMutation,
  useGetCommentsQuery,
  useGetDocumentsQuery,
  useGetEmployeeGroupsQuery,
  useGetFullNameQuery,
  useGetUserAuditQuery,
} from '@brokerfront/identity-api/redux';
import { usePermission } from '@brokerfront/permissions/react';
import { CommentComposer, Timeline, TIMELINE_STEP, TimelineEntry } from '@brokerfront/ui-templates';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useServiceErrorText } from '../../../client/service-errors';
import type { UserSectionProps } from '../user-section-props';
import {
  buildTimeline,
  describeRecord,
  documentNames,
  missingComments,
  onBehalfOfOf,
  referencesOf,
  type DescribeContext,
  type TimelineItem,
} from './timeline-model';

/** Names already at hand (the user shown, the signed-in employee), by user id: no lookup for them. */
type KnownNames = ReadonlyMap<number, string>;

/**
 * A user's full name through the batched, cached lookup (`GetFullNameOfUsers`): null while it is looked up (or
 * when `userId` is undefined: nobody to name), the translated 'Unknown' for a missing id or a name not found.
 */
function useFullName(userId: number | null | undefined, known: KnownNames): string | null {
  const { t } = useTranslation('backoffice');
  const at = userId == null ? undefined : known.get(userId);
  const { data } = useGetFullNameQuery(userId == null || at !== undefined ? skipToken : userId);
  if (userId === undefined) return null;
  if (userId === null) return t('timeline.unknown');
  if (at !== undefined) return at;
  if (data === undefined) return null;
  return data === UNKNOWN_FULL_NAME || data === '' ? t('timeline.unknown') : data;
}

/** What a row needs beyond its item. */
interface RowContext extends Omit<DescribeContext, 'name'> {
  known: KnownNames;
}

/**
 * One entry: who (looked up), what (in words) and when; a change made in a delegated session says on whose behalf
 * the employee acted ("Erin Employee changed City on behalf of Chris Client").
 */
function TimelineRow({ item, context }: { item: TimelineItem; context: RowContext }) {
  const { t: common } = useTranslation('common');
  const actor = useFullName(item.actorId, context.known);
  const managerId = item.kind === 'change' ? referencesOf(item.record).managerId : undefined;
  const manager = useFullName(managerId, context.known);
  const behalfId = item.kind === 'change' ? (onBehalfOfOf(item.record) ?? undefined) : undefined;
  const behalf = useFullName(behalfId, context.known);
  if (item.kind === 'comment') return <TimelineEntry kind="comment" actor={actor} at={item.at} text={item.comment.Text} />;
  const loading = context.t('timeline.nameLoading');
  const { action, text } = describeRecord(item.record, { ...context, name: () => manager ?? loading });
  const said = behalfId === undefined ? action : common('delegation.onBehalfOf', { action, client: behalf ?? loading });
  return <TimelineEntry kind="change" actor={actor} action={said} at={item.at} text={text} />;
}

/** "Add a comment" (`Comment`): the new comment goes to the top of the list at once; a failure keeps the text. */
function TimelineComposer({ userId }: { userId: number }) {
  const [comment] = useCommentMutation();
  const dispatch = useAppDispatch();
  const errorText = useServiceErrorText();
  const [error, setError] = useState<string | null>(null);
  const post = useCallback(
    async (text: string) => {
      const result = await comment({ UserId: userId, Text: text });
      if ('error' in result) {
        setError(errorText(result.error));
        return false;
      }
      setError(null);
      const posted: UserComment = result.data;
      // Shown at once; the refetch the mutation causes brings the same list.
      dispatch(
        identityApi.util.updateQueryData('getComments', userId, (list) =>
          list.some((c) => c.Id === posted.Id) ? list : [posted, ...list],
        ),
      );
      return true;
    },
    [comment, dispatch, errorText, userId],
  );
  return <CommentComposer onPost={post} error={error} />;
}

/**
 * Comments and every change employees made to the user, newest first, with their names: the comments
 * (`{id}/Comments`) and the user's audit trail (`{id}/Audit`) merged, each entry told in words with the actor's
 * full name (one batched `GetFullNameOfUsers` for the names not at hand). An employee holding users.update on
 * the user adds comments here. A pushed change of the user (its `UpdatedAt`, or its permissions or documents
 * where the page holds them) reads the audit trail again, so a change made elsewhere appears without a reload;
 * this page's own calls refresh it through their tags.
 */
export function TimelineSection({ user }: Pick<UserSectionProps, 'user'>) {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language || 'en';
  const errorText = useServiceErrorText();
  const comments = useGetCommentsQuery(user.Id);
  const audit = useGetUserAuditQuery(user.Id);
  const canComment = usePermission('users.update', user.Id);
  const me = useAppSelector(selectCurrentUser);
  const [shown, setShown] = useState(TIMELINE_STEP);

  // A pushed change of the user (its record, or its permissions or documents as the page holds them): read the
  // audit trail again, unless a read is already under way.
  const { refetch: refetchAudit, isFetching: auditFetching } = audit;
  const permissions = useAppSelector((state) => identityApi.endpoints.getUserPermissions.select(user.Id)(state).data);
  const documentList = useAppSelector((state) => identityApi.endpoints.getDocuments.select(user.Id)(state).data);
  const seen = useRef({ id: user.Id, updatedAt: user.UpdatedAt, permissions, documentList });
  useEffect(() => {
    const last = seen.current;
    seen.current = { id: user.Id, updatedAt: user.UpdatedAt, permissions, documentList };
    if (last.id !== user.Id) {
      setShown(TIMELINE_STEP);
      return;
    }
    // A list read for the first time is no change.
    const changed =
      last.updatedAt !== user.UpdatedAt ||
      (last.permissions !== undefined && last.permissions !== permissions) ||
      (last.documentList !== undefined && last.documentList !== documentList);
    if (changed && !auditFetching) void refetchAudit();
  }, [user.Id, user.UpdatedAt, permissions, documentList, auditFetching, refetchAudit]);

  // A comment the audit trail names but the list lacks (posted elsewhere since): read the comments again, once.
  const { refetch: refetchComments, isFetching: commentsFetching } = comments;
  const missing = useMemo(
    () => (comments.data && audit.data ? missingComments(comments.data, audit.data, user.Id).join(',') : ''),
    [comments.data, audit.data, user.Id],
  );
  const asked = useRef('');
  useEffect(() => {
    if (!missing || missing === asked.current || commentsFetching) return;
    asked.current = missing;
    void refetchComments();
  }, [missing, commentsFetching, refetchComments]);

  const items = useMemo(() => buildTimeline(comments.data ?? [], audit.data ?? [], user.Id), [comments.data, audit.data, user.Id]);
  const visible = items.slice(0, shown);

  // Group and document names, read only when a shown entry needs one.
  const fromAudit = useMemo(() => documentNames(audit.data ?? []), [audit.data]);
  const refs = visible.flatMap((item) => (item.kind === 'change' ? [referencesOf(item.record)] : []));
  const needGroups = refs.some((r) => r.groupId !== undefined);
  const needDocuments = refs.some((r) => r.documentId !== undefined && !fromAudit.has(r.documentId));
  const groups = useGetEmployeeGroupsQuery(needGroups ? undefined : skipToken);
  const documents = useGetDocumentsQuery(needDocuments ? user.Id : skipToken);

  const context = useMemo((): RowContext => {
    const known = new Map<number, string>([[user.Id, fullNameOf(user)]]);
    if (me) known.set(me.Id, fullNameOf(me));
    const groupNames = new Map((groups.data ?? []).map((g) => [g.Id, g.Name]));
    const files = documentNames(audit.data ?? [], documents.data ?? []);
    return { t, language, known, groupName: (id) => groupNames.get(id), documentName: (id) => files.get(id) };
  }, [t, language, user, me, groups.data, documents.data, audit.data]);

  const failed = [comments, audit].filter((q) => q.isError);
  return (
    <Timeline
      loading={comments.isLoading || audit.isLoading}
      error={failed.length ? errorText(failed[0]?.error) : null}
      onRetry={() => {
        for (const q of failed) void q.refetch();
      }}
      total={items.length}
      shown={Math.min(shown, items.length)}
      onShowMore={() => setShown((n) => n + TIMELINE_STEP)}
      composer={canComment ? <TimelineComposer userId={user.Id} /> : null}
    >
      {visible.map((item) => (
        <TimelineRow key={item.key} item={item} context={context} />
      ))}
    </Timeline>
  );
}
