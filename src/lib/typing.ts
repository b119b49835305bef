/**
 * Whether a key went to something the reader types in: fields, editors and anything contenteditable keep
 * their keys, so a single-key shortcut never fires there.
 */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null;
}
