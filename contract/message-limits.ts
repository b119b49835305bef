import { OPEN_GRAPH_URL_MAX_LENGTH } from './open-graph';

/**
 * The longest values `POST messages` takes, in characters (UTF-16 code units, as `maxLength` counts them).
 * The spec gives none; the real service capped message bodies, and without caps one 5 MB message made
 * everyone's All conversations feed 15.8 MB. The emulator answers a longer value with a 400 naming the
 * field; the client can check before sending. The Open Graph caps match what the emulator keeps of a fetched
 * page (emulator/og/og-fetch.ts).
 */
export const MESSAGE_LIMITS = {
  body: 10_000,
  /** A `topicN` name; a longer #hashtag in a body stays plain text instead of becoming a topic. */
  topic: 100,
  og_url: OPEN_GRAPH_URL_MAX_LENGTH,
  og_image: OPEN_GRAPH_URL_MAX_LENGTH,
  og_title: 300,
  og_description: 1000,
  og_site_name: 200,
  og_object_type: 100,
  og_meta: 2000,
} as const;

/** The cap of one `POST messages` parameter (`topicN` included), or undefined for one without a cap. */
export function messageFieldLimit(name: string): number | undefined {
  if (/^topic\d+$/.test(name)) return MESSAGE_LIMITS.topic;
  // `topic` names the cap of topicN, not a parameter.
  return name !== 'topic' && Object.hasOwn(MESSAGE_LIMITS, name)
    ? MESSAGE_LIMITS[name as keyof typeof MESSAGE_LIMITS]
    : undefined;
}
