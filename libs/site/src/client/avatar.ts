import { useSiteConfiguration } from '@brokerfront/config/react';
import { serverUrl } from '@brokerfront/identity-api';
import type { User } from '@brokerfront/identity-api';

/** Where the identity service serves uploaded files (`GET /uploads/<AvatarFileName>`, see docs/api-contract.md). */
export const UPLOADS_PATH = '/uploads';

/** The address of a user's avatar on the identity service, or null without one. */
export function avatarUrlOf(user: Pick<User, 'AvatarFileName'> | null | undefined, identityServer: string): string | null {
  const file = user?.AvatarFileName?.trim();
  return file ? `${identityServer}${UPLOADS_PATH}/${encodeURIComponent(file)}` : null;
}

/** The avatar address of `user` for this site's identity service. */
export function useAvatarUrl(user: Pick<User, 'AvatarFileName'> | null | undefined): string | null {
  const configuration = useSiteConfiguration();
  return avatarUrlOf(user, serverUrl(configuration.identityConfig.service));
}
