import { countLabel } from '../../lib/plural';

/**
 * An action's accessible name with its count, "Like, 3 likes" (seen as "Like 3"): the name starts with the
 * visible label, so speech input ("click Like") finds it.
 */
export function actionName(action: string, n: number, one: string, many: string): string {
  return n > 0 ? `${action}, ${countLabel(n, one, many)}` : action;
}
