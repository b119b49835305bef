import { EMAIL_ADDRESS, USER_FIELD_LIMITS } from '../../../contract/user-update';
/**
 * The addresses typed or pasted into Invite people, as the user meant them: separated by commas, semicolons,
 * new lines or spaces; a mail program's `Name <address>` (display name quoted or not) is the address alone.
 */
export function parseAddresses(text: string): string[] {
  const found: string[] = [];
  // A quoted display name may hold a comma ("Avery, Quinn" <quinn@…>): it goes before anything is split.
  const unquoted = text.replace(/"[^"]*"/g, ' ');
  for (const entry of unquoted.split(/[,;\n\r]+/)) {
    const bracketed = [...entry.matchAll(/<([^<>]*)>/g)].map((m) => m[1] ?? '');
    const words = bracketed.length > 0 ? bracketed : entry.split(/\s+/);
    const tokens = words.map(cleanToken).filter((w) => w !== '');
    // Words beside an address are its owner's name (Quinn Avery quinn@…); a lone word is a try at an address.
    const addresses = tokens.filter((t) => t.includes('@'));
    found.push(...(addresses.length > 0 ? addresses : tokens));
  }
  return found;
}

/** What a copy from a page or a mail program wraps around an address. */
function cleanToken(word: string): string {
  return word
    .trim()
    .replace(/^mailto:/i, '')
    .replace(/^[<('"[]+|[>)'"\].:]+$/g, '');
}

/** The service's own shape rule, and its length limit. */
export function isAddressShaped(address: string): boolean {
  return EMAIL_ADDRESS.test(address) && address.length <= USER_FIELD_LIMITS.email && !address.endsWith('.');
}

/** The list with the new addresses added once each: the same address in another case is the one already there. */
export function mergeAddresses(list: readonly string[], added: readonly string[]): string[] {
  const seen = new Set(list.map((a) => a.toLowerCase()));
  const merged = [...list];
  for (const address of added) {
    if (seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    merged.push(address);
  }
  return merged;
}
