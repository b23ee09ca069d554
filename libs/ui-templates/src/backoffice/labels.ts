/** A user's state in the back office: archived wins over blocked. */
export type UserStatus = 'active' | 'blocked' | 'archived';
