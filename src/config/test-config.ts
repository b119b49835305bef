import type { AppConfig } from './app-config';

/** The config every unit and component test runs with. */
export const TEST_CONFIG: AppConfig = {
  serviceBaseUrl: 'https://service.test',
  clientId: 'commons-demo',
  redirectUri: 'http://localhost:5173/auth/callback',
  serviceName: 'Collaboration Network',
  oidc: null,
  methodOverride: false,
  signOutUrl: null,
  embed: { allowedOrigins: [] },
};
