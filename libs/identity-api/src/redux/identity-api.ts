import { createApi } from '@reduxjs/toolkit/query/react';
import type {
  AssignRequest,
  AuditRecord,
  CreateEmployeeGroupRequest,
  EmployeeGroup,
  UpdateEmployeeGroupRequest,
  UpdateSalesStatusRequest,
  AutoLoginResult,
  BankAccount,
  DocumentType,
  EditVerifyCommentRequest,
  ConfirmEmailRequest,
  EmailResult,
  PhoneCodeSent,
  PhoneConfirmation,
  RegisterDemoRequest,
  RegisterRequest,
  ResetPasswordRequest,
  TradingAccount,
  UserDocument,
  VerifyDocumentRequest,
  Withdrawal,
  WithdrawalRequest,
  WithdrawalStatus,
  CommentRequest,
  CreateEmployeeRequest,
  CreateUserRequest,
  GenericQuery,
  ImportAffiliateUsersRequest,
  ImportResult,
  ModifyPermissionsRequest,
  PageResult,
  PromoteRequest,
  SendCredentialsRequest,
  SendCredentialsResult,
  SetIsArchivedRequest,
  UpdateUserRequest,
  User,
  UserComment,
  UserPermission,
} from '../index';
import { identityBaseQuery } from './base-query';

/** Tag id of every user list (searches). */
export const LIST = 'LIST' as const;
/** Tag id of the signed-in user. */
export const CURRENT = 'CURRENT' as const;

/**
 * Every tag type of {@link identityApi}: invalidating them all reads again every record and list in use (e.g. after a
 * realtime reconnect, when pushes may have been missed).
 */
export const IDENTITY_TAG_TYPES = [
  'User',
  'UserPermission',
  'FullName',
  'TradingAccount',
  'BankAccount',
  'Withdrawal',
  'Document',
  'PhoneConfirmation',
  'Comment',
  'Audit',
  'EmployeeGroup',
] as const;

/** The tags of a document's owner list (`getDocuments`), once the document is known. */
const documentOwner = (doc: UserDocument | undefined) =>
  doc
    ? [
        { type: 'Document' as const, id: doc.UserId },
        { type: 'Audit' as const, id: doc.UserId },
      ]
    : [];

/** Tags a withdrawal changes: every cached list of withdrawals and of trading accounts (their free margin). */
const WITHDRAWAL_TAGS = ['Withdrawal', 'TradingAccount'] as const;

const userTags = (user: User | undefined) => (user ? [{ type: 'User' as const, id: user.Id }] : []);
const changedUser = (_r: unknown, _e: unknown, id: number) => [
  { type: 'User' as const, id },
  { type: 'User' as const, id: LIST },
  { type: 'FullName' as const, id },
  { type: 'Audit' as const, id },
];
/** Tags of the users a bulk call changed, with their audit trails. */
const changedUsers = (ids: readonly number[]) => [
  ...ids.flatMap((id) => [
    { type: 'User' as const, id },
    { type: 'Audit' as const, id },
  ]),
  { type: 'User' as const, id: LIST },
];

/**
 * RTK Query api of the identity service and the permissions gateway.
 * Tags: `User` (by id, `LIST` for searches, `CURRENT`), `UserPermission` (by user id), `FullName` (by user id),
 * `TradingAccount`, `BankAccount`, `Withdrawal` (by the `userId` argument, `CURRENT` without one), `Document`
 * (by owner id), `PhoneConfirmation`, `Comment` and `Audit` (by user id), `EmployeeGroup` (by id, `LIST`).
 * Mount `identityApi.reducer` at `identityApi.reducerPath`, add `identityApi.middleware`, and give the
 * store `{ identity: createIdentityServices(…) }` as thunk extra argument.
 */
export const identityApi = createApi({
  reducerPath: 'identityApi',
  baseQuery: identityBaseQuery,
  tagTypes: IDENTITY_TAG_TYPES,
  endpoints: (build) => ({
    getCurrentUser: build.query<User, void>({
      query: () => (s) => s.users.getCurrentUser(),
      providesTags: (user) => [...userTags(user), { type: 'User', id: CURRENT }],
    }),
    getUser: build.query<User, number>({
      query: (id) => (s) => s.users.getUser(id),
      providesTags: (_user, _e, id) => [{ type: 'User', id }],
    }),
    searchUsers: build.query<PageResult<User>, GenericQuery>({
      query: (q) => (s) => s.users.search(q),
      providesTags: (page) => [...(page?.Items ?? []).map((u) => ({ type: 'User' as const, id: u.Id })), { type: 'User', id: LIST }],
    }),
    getFullName: build.query<string, number>({
      // Batched with the other names asked in the same tick; kept only here, in RTK Query's cache.
      query: (id) => (s) => s.fullNameBatches.load(id),
      providesTags: (_n, _e, id) => [{ type: 'FullName', id }],
    }),
    getUserPermissions: build.query<UserPermission[], number>({
      query: (userId) => (s) => s.permissions.getUserPermissions(userId),
      providesTags: (_p, _e, userId) => [{ type: 'UserPermission', id: userId }],
    }),

    createIndividual: build.mutation<User, CreateUserRequest>({
      query: (body) => (s) => s.users.createIndividual(body),
      invalidatesTags: [{ type: 'User', id: LIST }],
    }),
    createEmployee: build.mutation<User, CreateEmployeeRequest>({
      query: (body) => (s) => s.users.createEmployee(body),
      invalidatesTags: [{ type: 'User', id: LIST }],
    }),
    registerAffiliateUser: build.mutation<User, CreateUserRequest>({
      query: (body) => (s) => s.users.registerAffiliateUser(body),
      invalidatesTags: [{ type: 'User', id: LIST }],
    }),
    updateUser: build.mutation<User, UpdateUserRequest>({
      query: (body) => (s) => s.users.update(body),
      invalidatesTags: (r, e, body) => changedUser(r, e, body.Id),
    }),
    setIsArchived: build.mutation<User, SetIsArchivedRequest>({
      query: (body) => (s) => s.users.setIsArchived(body),
      invalidatesTags: (r, e, body) => changedUser(r, e, body.UserId),
    }),
    setIsBlocked: build.mutation<User, { id: number; isBlocked: boolean }>({
      query:
        ({ id, isBlocked }) =>
        (s) =>
          s.users.setIsBlocked(id, isBlocked),
      invalidatesTags: (r, e, { id }) => changedUser(r, e, id),
    }),
    deleteUser: build.mutation<User, number>({
      query: (id) => (s) => s.users.deleteUser(id),
      invalidatesTags: (r, e, id) => changedUser(r, e, id),
    }),
    promote: build.mutation<User[], PromoteRequest>({
      query: (body) => (s) => s.users.promote(body),
      invalidatesTags: (_r, _e, body) => changedUsers(body.UserIds),
    }),
    assign: build.mutation<User[], AssignRequest>({
      query: (body) => (s) => s.users.assign(body),
      // A group's member count changes with its members.
      invalidatesTags: (_r, _e, body) => [
        ...changedUsers(body.UserIds),
        ...('EmployeeGroupId' in body ? [{ type: 'EmployeeGroup' as const, id: LIST }] : []),
      ],
    }),
    comment: build.mutation<UserComment, CommentRequest>({
      query: (body) => (s) => s.users.comment(body),
      invalidatesTags: (_r, _e, body) => [
        { type: 'Comment', id: body.UserId },
        { type: 'Audit', id: body.UserId },
      ],
    }),
    getComments: build.query<UserComment[], number>({
      query: (userId) => (s) => s.users.getComments(userId, { limit: 500 }),
      providesTags: (_r, _e, userId) => [{ type: 'Comment', id: userId }],
    }),
    getUserAudit: build.query<AuditRecord[], number>({
      query: (userId) => (s) => s.users.getAudit(userId, { limit: 500 }),
      providesTags: (_r, _e, userId) => [{ type: 'Audit', id: userId }],
    }),
    updateSalesStatus: build.mutation<User, UpdateSalesStatusRequest>({
      query: (body) => (s) => s.users.updateSalesStatus(body),
      invalidatesTags: (r, e, body) => changedUser(r, e, body.UserId),
    }),
    getEmployeeGroups: build.query<EmployeeGroup[], void>({
      query: () => (s) => s.employeeGroups.getEmployeeGroups(),
      providesTags: (groups) => [
        ...(groups ?? []).map((g) => ({ type: 'EmployeeGroup' as const, id: g.Id })),
        { type: 'EmployeeGroup', id: LIST },
      ],
    }),
    createEmployeeGroup: build.mutation<EmployeeGroup, CreateEmployeeGroupRequest>({
      query: (body) => (s) => s.employeeGroups.createEmployeeGroup(body),
      // The lead joins the group: their record changes too.
      invalidatesTags: (_r, _e, body) => [{ type: 'EmployeeGroup', id: LIST }, ...(body.LeadId ? changedUsers([body.LeadId]) : [])],
    }),
    updateEmployeeGroup: build.mutation<EmployeeGroup, UpdateEmployeeGroupRequest>({
      query: (body) => (s) => s.employeeGroups.updateEmployeeGroup(body),
      invalidatesTags: (_r, _e, body) => [{ type: 'EmployeeGroup', id: LIST }, ...(body.LeadId ? changedUsers([body.LeadId]) : [])],
    }),
    importAffiliateUsers: build.mutation<ImportResult, ImportAffiliateUsersRequest>({
      query: (body) => (s) => s.users.importAffiliateUsers(body),
      invalidatesTags: [{ type: 'User', id: LIST }],
    }),
    sendCredentialsForClients: build.mutation<SendCredentialsResult, SendCredentialsRequest>({
      query: (body) => (s) => s.users.sendCredentialsForClients(body),
      invalidatesTags: (_r, _e, body) => body.UserIds.map((id) => ({ type: 'Audit' as const, id })),
    }),
    createAutoLogin: build.mutation<AutoLoginResult, number>({
      query: (id) => (s) => s.users.createAutoLogin(id),
      invalidatesTags: (_r, _e, id) => [{ type: 'Audit', id }],
    }),
    setAvatar: build.mutation<User, { id: number; file: Blob; fileName?: string }>({
      query:
        ({ id, file, fileName }) =>
        (s) =>
          s.users.setAvatar(id, file, fileName),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'User', id },
        { type: 'Audit', id },
      ],
    }),
    modifyPermissions: build.mutation<UserPermission[], ModifyPermissionsRequest>({
      query: (body) => (s) => s.permissions.modify(body),
      invalidatesTags: (_r, _e, body) => [{ type: 'Audit', id: body.UserId }],
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(identityApi.util.upsertQueryEntries([{ endpointName: 'getUserPermissions', arg: body.UserId, value: data }]));
        } catch {
          // The error reaches the caller through the mutation result.
        }
      },
    }),

    // Sign-up, confirmation and password reset
    register: build.mutation<User, RegisterRequest>({
      query: (body) => (s) => s.registration.register(body),
    }),
    registerDemo: build.mutation<User, RegisterDemoRequest>({
      query: (body) => (s) => s.registration.registerDemo(body),
    }),
    confirmEmail: build.mutation<EmailResult, string | ConfirmEmailRequest>({
      query: (request) => (s) => s.registration.confirmEmail(request),
    }),
    resendConfirmation: build.mutation<null, string>({
      query: (email) => (s) => s.registration.resendConfirmation(email),
    }),
    forgotPassword: build.mutation<null, string>({
      query: (email) => (s) => s.registration.forgotPassword(email),
    }),
    resetPassword: build.mutation<EmailResult, ResetPasswordRequest>({
      query: (body) => (s) => s.registration.resetPassword(body),
    }),
    getPhoneConfirmation: build.query<PhoneConfirmation, void>({
      query: () => (s) => s.registration.getPhoneConfirmation(),
      providesTags: ['PhoneConfirmation'],
    }),
    sendPhoneCode: build.mutation<PhoneCodeSent, void>({
      query: () => (s) => s.registration.sendPhoneCode(),
      invalidatesTags: ['PhoneConfirmation'],
    }),
    confirmPhoneNumber: build.mutation<PhoneConfirmation, string>({
      query: (code) => (s) => s.registration.confirmPhoneNumber(code),
      invalidatesTags: ['PhoneConfirmation'],
    }),

    // Trading accounts, bank accounts and withdrawals (no argument: the signed-in user's)
    getMyAccounts: build.query<TradingAccount[], number | void>({
      query: (userId) => (s) => s.accounts.getMyAccounts(userId ?? undefined),
      providesTags: (_r, _e, userId) => [{ type: 'TradingAccount', id: userId ?? CURRENT }],
    }),
    getBankAccounts: build.query<BankAccount[], number | void>({
      query: (userId) => (s) => s.accounts.getBankAccounts(userId ?? undefined),
      providesTags: (_r, _e, userId) => [{ type: 'BankAccount', id: userId ?? CURRENT }],
    }),
    getWithdrawals: build.query<Withdrawal[], number | void>({
      query: (userId) => (s) => s.accounts.getWithdrawals(userId ?? undefined),
      providesTags: (_r, _e, userId) => [{ type: 'Withdrawal', id: userId ?? CURRENT }],
    }),
    requestWithdrawal: build.mutation<Withdrawal, WithdrawalRequest>({
      query: (body) => (s) => s.accounts.requestWithdrawal(body),
      // A refused request may still mean stale data (a free margin that changed): refetch either way.
      invalidatesTags: [...WITHDRAWAL_TAGS],
    }),
    setWithdrawalStatus: build.mutation<Withdrawal, { id: number; status: WithdrawalStatus }>({
      query:
        ({ id, status }) =>
        (s) =>
          s.accounts.setWithdrawalStatus(id, status),
      invalidatesTags: [...WITHDRAWAL_TAGS],
    }),

    // Identity documents
    getDocuments: build.query<UserDocument[], number>({
      query: (userId) => (s) => s.documents.getDocuments(userId),
      providesTags: (_r, _e, userId) => [{ type: 'Document', id: userId }],
    }),
    uploadDocument: build.mutation<UserDocument, { userId: number; type: DocumentType; file: Blob; fileName?: string }>({
      query:
        ({ userId, type, file, fileName }) =>
        (s) =>
          s.documents.uploadDocument(userId, type, file, fileName),
      invalidatesTags: (_r, _e, { userId }) => [{ type: 'Document', id: userId }],
    }),
    deleteDocument: build.mutation<UserDocument, number>({
      query: (id) => (s) => s.documents.deleteDocument(id),
      // The answer names the owner (the id alone does not).
      invalidatesTags: (doc) => documentOwner(doc),
    }),
    verifyDocument: build.mutation<UserDocument, VerifyDocumentRequest>({
      query: (body) => (s) => s.documents.verifyDocument(body),
      invalidatesTags: (doc) => documentOwner(doc),
    }),
    editVerifyComment: build.mutation<UserDocument, EditVerifyCommentRequest>({
      query: (body) => (s) => s.documents.editVerifyComment(body),
      invalidatesTags: (doc) => documentOwner(doc),
    }),
  }),
});
