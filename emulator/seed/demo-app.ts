/** The registered demo app (spec 5: client id, secret, redirect URI and site URL of the app). */
export const DEMO_APP = {
  client_id: 'commons-demo',
  client_secret: 'commons-demo-secret',
  name: 'Commons',
  redirect_uri: 'http://localhost:5173/',
  site_url: 'http://localhost:5173',
} as const;
