import { AuthCallback } from '../features/sign-in/auth-callback';

/** `/auth/callback`: where the service's dialog sends the browser back. */
export function AuthCallbackPage() {
  return <AuthCallback />;
}
