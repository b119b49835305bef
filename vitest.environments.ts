/**
 * Which DOM each app test file runs in (the `app-*` projects of vite.config.ts). Setting up a DOM was the
 * dearest part of the app's tests on two cores: 86 s of a 196 s run went to setting up jsdom for 120 files.
 * happy-dom sets up in a fraction of that, and Node needs none. So:
 *
 * - `NODE_TESTS`: tests of pure modules, which need no DOM at all. They run in Node without the DOM setup
 *   (src/test/setup.ts). A new pure test may be listed here; unlisted, it still runs, in happy-dom.
 * - `JSDOM_TESTS`: the files that need jsdom, each with why: happy-dom 21 answers differently there.
 * - every other `src/**\/*.test.{ts,tsx}`: happy-dom, with src/test/setup.ts.
 *
 * A listed file that no longer exists fails the config (vite.config.ts), so the lists cannot go stale.
 */

export const NODE_TESTS: readonly string[] = [
  'src/api/admin/admin-people-api.test.ts',
  'src/api/fixtures.test.ts',
  'src/api/groups/group-cache.test.ts',
  'src/api/http/http-client.test.ts',
  'src/api/http/poll-priority.test.ts',
  'src/api/http/rate-limiter.test.ts',
  'src/api/http/retry-after.test.ts',
  'src/api/http/sent-ahead.test.ts',
  'src/api/http/slow-requests.test.ts',
  'src/api/invitations/invitations-api.test.ts',
  'src/api/messages/feed-paging.test.ts',
  'src/api/messages/post-write.test.ts',
  'src/api/outbox/outbox-sign-in.test.ts',
  'src/api/outbox/outbox.test.ts',
  'src/api/outbox/write-kinds.test.ts',
  'src/api/users/user-update-api.test.ts',
  'src/boot/first-chunk-imports.test.ts',
  'src/components/message/message-view.test.ts',
  'src/config/app-config.test.ts',
  'src/config/network-path.test.ts',
  'src/embed/embed-feed.test.ts',
  'src/embed/frame-height.test.ts',
  'src/features/admin/view-as-handshake.test.ts',
  'src/features/groups/directory-choice.test.ts',
  'src/features/groups/group-view.test.ts',
  'src/features/invite/invite-addresses.test.ts',
  'src/features/networks/network-closed.test.ts',
  'src/features/org-chart/org-model.test.ts',
  'src/features/org-chart/tree-keys.test.ts',
  'src/features/people/directory-choice.test.ts',
  'src/features/people/profile-facts.test.ts',
  'src/features/profile-edit/profile-validation.test.ts',
  'src/features/profile-edit/profile-values.test.ts',
  'src/features/search/highlight.test.ts',
  'src/features/search/search-choice.test.ts',
  'src/features/shell/network-choices.test.ts',
  'src/features/shell/places.test.ts',
  'src/lib/admin-rights.test.ts',
  'src/lib/attachments.test.ts',
  'src/lib/avatar-url.test.ts',
  'src/lib/composer-text.test.ts',
  'src/lib/embed-protocol.test.ts',
  'src/lib/image-alt.test.ts',
  'src/lib/likes.test.ts',
  'src/lib/message-body.test.ts',
  'src/lib/notification-rows.test.ts',
  'src/lib/unseen-count.test.ts',
];

export const JSDOM_TESTS: Readonly<Record<string, string>> = {
  'src/lib/sanitize-html.test.ts':
    'tests the sanitizer itself: DOMPurify 3 sanitizes nothing under happy-dom 21 (scripts, on* handlers and javascript: links come out as they went in).',
  'src/components/message/message-body.test.tsx':
    'renders bodies through the sanitizer (DOMPurify) and checks that scripts and handlers are gone and that mentions link inside the app.',
  'src/components/use-rich-html.test.tsx':
    'shows a rich body before and after the sanitizer (DOMPurify) has loaded, and checks what the sanitizer did.',
  'src/lib/rich-skeleton.test.ts':
    'checks what an HTML parser makes of hostile markup, as inert-markup.test.ts does.',
  'src/features/thread/fixtures-render.test.tsx':
    'renders the recorded fixtures’ rich bodies through the sanitizer (DOMPurify) and checks the rel="noopener noreferrer nofollow" it puts on links.',
  'src/lib/inert-markup.test.ts':
    'checks what an HTML parser makes of hostile markup: happy-dom’s parser is not the spec’s (it reads <a =onclick=x> as an onclick attribute; browsers and jsdom’s parse5 make one named "=onclick").',
  'src/features/org-chart/org-chart.test.tsx':
    'checks accessible descriptions: happy-dom’s getComputedStyle gives inline elements no display, so the accessible text gets a space between inline pieces ("Analyst , colleague").',
  'src/pages/search-page.test.tsx':
    'finds a result link by its accessible name around a <mark>ed match: the same spacing as the org chart’s ("Ann Launch er").',
  'src/features/composer/composer-presentation.test.tsx':
    'tests the reply box growing with its text by script: happy-dom’s CSS.supports says yes to field-sizing: content, so the composer leaves the sizing to CSS and the script never runs.',
  'src/embed-loader/embed-frames.test.ts':
    'posts messages from each embed frame’s own window: happy-dom 21 gives an iframe no contentWindow (null) unless it loads its page; jsdom gives every attached frame a window.',
};
