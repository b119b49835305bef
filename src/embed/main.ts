import './embed.css';
import { handBackSignIn } from './popup-return';

/*
 * The embed page's entry (its own, beside the app's src/main.tsx; built apart, scripts/embed-build.ts). In
 * the sign-in popup it hands the token back to the frame that opened it and closes, before the frame's app
 * is even fetched; in a frame it loads that app, a chunk of its own.
 */
if (!handBackSignIn(window)) void import('./start-embed').then(({ startEmbed }) => startEmbed());
